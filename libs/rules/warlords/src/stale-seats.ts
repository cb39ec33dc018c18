import type { WarlordsEvent } from './events';
import { boardOf, type WarlordsState } from './state';

/**
 * Three steps are played by several seats at once: assigning generals to boxes (S004 Start 2),
 * placing towns, supply lines and generals (Start 3), and answering a proposed end. Each seat
 * places inside its own empire, so a placement concerns only its seat, except a town, which no
 * town may stand next to: it also concerns the seats whose empires touch it. A sealed assignment
 * and an acceptance change nothing another seat may do. What ends a step (the last placement, a
 * refusal of the end), and everything else, concerns everyone.
 */
export function staleSeats(s: WarlordsState, e: WarlordsEvent): readonly number[] | 'everyone' {
  switch (e.type) {
    case 'GeneralsAssigned':
    case 'SupplyLinePlaced':
    case 'GeneralPlaced':
    case 'EndAccepted':
      return [e.seat];
    case 'TownPlaced':
      return e.seat >= 0 ? seatsAround(s, e.space) : 'everyone';
    default:
      return 'everyone';
  }
}

/** The seats whose empires hold `space` or a space next to it. */
function seatsAround(s: WarlordsState, space: number): number[] {
  const board = boardOf(s);
  const around = [space, ...board.neighbours[space].filter((n) => n >= 0)];
  const empires = new Set(around.map((n) => board.empireOf[n]));
  return s.seats.flatMap((seat, i) => (empires.has(seat.empire) ? [i] : []));
}
