import type { RiskCommand } from '../commands';
import { CLUBS } from '../data/empire';
import type { RiskEvent } from '../events';
import type { RiskState } from '../state';
import { act } from './decisions';
import { board, fixedDice, inStep, opening, T, withCards, withEmpire, withGoods } from './fixtures';

const NWT = 'northwest-territory';
/** Seat 0 holds Alaska (6) and Alberta (3); seat 1 the Northwest Territory (2); Brazil is seat 2's (1). */
const turn = (listed: Record<string, [number, number, number?]> = {}): RiskState =>
  inStep(board(opening(3), { alaska: [0, 6], alberta: [0, 3], [NWT]: [1, 2], brazil: [2, 1], ...listed }), 'attack', 0);

export interface Played {
  readonly before: RiskState;
  readonly seat: number;
  readonly command: RiskCommand;
  readonly events: readonly RiskEvent[];
}

function play(before: RiskState, seat: number, command: RiskCommand, dice?: number[]): Played {
  return { before, seat, command, events: act(before, seat, command, dice && fixedDice(dice)).events };
}

/**
 * Moves random games of a few rounds almost never reach: they need an Empire card bought first,
 * a seat wiped out, the territory deck run dry, or a city taken from a seat with goods. Each is
 * played from a fixture.
 */
export function rareMoves(): Played[] {
  const airDrop = play(
    withEmpire(turn(), 0, CLUBS, 9),
    0,
    { type: 'AirDrop', from: T('alaska'), to: T('brazil') },
    [6, 6, 6, 1],
  );
  const nuke = play(withEmpire(turn({ [NWT]: [1, 8, 1] }), 0, CLUBS, 12), 0, { type: 'Nuke', territory: T(NWT) });

  let lonely = board(opening(3), { alaska: [0, 6], [NWT]: [1, 1] }, (t) => (t === T(NWT) ? 1 : t % 2 === 0 ? 0 : 2));
  lonely = withGoods(withCards(withCards(inStep(lonely, 'attack', 0), 0, [0, 3, 6]), 1, [1, 4, 7]), 1, [10]);
  const elimination = play(lonely, 0, { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 3 }, [6, 6, 6, 1]);

  const won = act(
    turn({ [NWT]: [1, 1], kamchatka: [1, 1] }),
    0,
    { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 1 },
    fixedDice([6, 1]),
  );
  const occupied = act(won.state, 0, { type: 'Occupy', armies: 1 }).state;
  const dryDeck = { ...occupied, deck: [], discard: occupied.deck };
  const reshuffle = play(dryDeck, 0, { type: 'EndTurn' });

  // A city conquered from a seat holding goods: the conqueror takes one of them (S002 4).
  const attack: RiskCommand = { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 3 };
  const rolls = () => fixedDice([6, 6, 6, 1, 1, 1, 1, 1, 1]);
  const walled = withGoods(turn({ alaska: [0, 9], [NWT]: [1, 1, 1] }), 1, [10, 11]);
  const asked = act(walled, 0, attack, rolls()).state;
  const kept = act(asked, 1, { type: 'KeepCity' }, rolls()).state;
  const converted = act(kept, 0, attack, rolls()).state;
  const cityTaken = play(converted, 0, attack, [6, 6, 6, 1, 1, 1, 1]);

  return [airDrop, nuke, elimination, reshuffle, cityTaken];
}
