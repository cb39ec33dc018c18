import type { EventEnvelope, GameSummary, SeatHolder } from '@empires/contracts';
import type { Viewer } from '@empires/rules-kernel';
import { isSeatOf, seatsHeld, viewerIn } from './games';

type SummarySeat = GameSummary['seats'][number];

/** The events that give a seat a new holder. */
const SEAT_CHANGES: ReadonlySet<string> = new Set([
  'SeatTaken',
  'SeatLeft',
  'SeatTakenOver',
  'SeatHandedBack',
  'SeatReclaimed',
]);

export const isSeatChange = (e: Pick<EventEnvelope, 'type'>): boolean => SEAT_CHANGES.has(e.type);

/** The seat an event changes, held as the event names it (for a seat left: by who left it); undefined for other events. */
function changedSeat(e: EventEnvelope): SummarySeat | undefined {
  if (!isSeatChange(e)) return undefined;
  const { seat, holder } = e.payload as { seat: number; holder: SeatHolder };
  return {
    seat,
    kind: holder.kind,
    playerId: 'playerId' in holder ? holder.playerId : undefined,
    policy: holder.kind === 'bot' ? holder.policy : undefined,
    standingInFor: holder.kind === 'bot' ? holder.standingInFor : undefined,
  };
}

/** Whether an event seats or unseats the player, or a stand-in bot playing for him. */
export function movesSeatOf(e: EventEnvelope, playerId: string): boolean {
  const changed = changedSeat(e);
  return changed !== undefined && isSeatOf(changed, playerId);
}

/**
 * A player's seats in one game as a subscription follows them: its summary's, moved on by every
 * seat change after the summary's version, however the subscription heard of it (history or the
 * live feed), as history may not have applied it yet. A seat changes hands when taken or left
 * before the start, and while playing when a stand-in bot takes over a seat that timed out and when
 * it hands the seat back or its player reclaims it.
 */
export class PlayerSeats {
  private seats: readonly SummarySeat[];
  private readonly counted: number;

  constructor(
    summary: Pick<GameSummary, 'seats' | 'version'>,
    private readonly playerId: string,
  ) {
    this.seats = summary.seats;
    this.counted = summary.version;
  }

  /** Follows the game through one of its events, in order; the summary counts those up to its version already. */
  follow(e: EventEnvelope): void {
    const changed = changedSeat(e);
    if (!changed || e.seq <= this.counted) return;
    const now = e.type === 'SeatLeft' ? { seat: changed.seat, kind: 'open' } : changed;
    this.seats = [...this.seats.filter((s) => s.seat !== changed.seat), now].sort((a, b) => a.seat - b.seat);
  }

  /** The seat the player sees the game from, one a stand-in plays for him included (see `viewerIn`). */
  viewer(): Viewer {
    return viewerIn({ seats: this.seats }, this.playerId);
  }

  /** The seats the player plays now: not those a stand-in bot plays for him, which the bot acts for. */
  played(): number[] {
    return seatsHeld({ seats: this.seats }, this.playerId);
  }
}
