import { Dice, isViolation, type RuleViolation } from '@empires/rules-kernel';
import { BOARDS } from '../board/boards';
import type { WarlordsCommand } from '../commands';
import { decide } from '../decide';
import type { WarlordsEvent } from '../events';
import { evolve } from '../evolve/evolve';
import { setLine, setPiece, setSeat, setTown, setTurn } from '../evolve/patch';
import { defaultOptions, type WarlordsOptions } from '../options';
import { RULINGS_1_1 } from '../rulings';
import { boardOf, initialState, type Piece, type Step, type Turn, type WarlordsState } from '../state';

/**
 * Test fixtures on the two-empire `duel` board: seat 0 plays Aurum (empire 1, east of Carrion),
 * seat 1 plays Dusk (empire 2, west). Positions are given as offsets from a capital.
 */
export const board = BOARDS.duel;
export const AURUM = 1;
export const DUSK = 2;
export const CARRION = 0;
export const capital = (empire: number): number => board.capitals[empire];
export function at(empire: number, dq: number, dr: number): number {
  const c = board.hexes[capital(empire)];
  const s = board.at({ q: c.q + dq, r: c.r + dr });
  if (s < 0) throw new Error(`no space at ${empire}:${dq},${dr}`);
  return s;
}
/** Piece id of a seat's general by the number on the piece. */
export const P = (seat: number, number: number): number => seat * 5 + number - 1;
/** The neighbour of a space in DIRECTIONS order: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE. */
export const step = (space: number, direction: number): number => board.neighbours[space][direction];
export const stepSix = (space: number, direction: number): number => BOARDS['six-empires'].neighbours[space][direction];

export const CARDS: readonly (readonly string[])[] = [
  ['leonidas', 'charlemagne', 'alexander', 'ashoka', 'hannibal'],
  ['caesar', 'genghis', 'sun-tzu', 'napoleon', 'saladin'],
];

/** Generals whose traits change nothing in the battles of the tests (attacking for seat 0, defending for seat 1). */
export const NEUTRAL: readonly (readonly string[])[] = [
  ['genghis', 'rommel', 'sun-tzu', 'tokugawa', 'belisarius'],
  ['mehmed', 'cyrus', 'nelson', 'alexander', 'khalid'],
];

export const fold = (s: WarlordsState, events: readonly WarlordsEvent[]): WarlordsState => events.reduce(evolve, s);

/**
 * Round 1, seat 0 to raise, on `boardName` with seat i playing empires[i]. Capitals occupied, no
 * towns or lines; general 5 of each seat waits on the middle of its back row so no side starts
 * without generals; the other generals are in their boxes.
 */
export function openingOn(
  boardName: string,
  empires: readonly number[],
  options: Partial<WarlordsOptions>,
  cards: readonly (readonly string[])[],
): WarlordsState {
  const b = BOARDS[boardName];
  const seats = empires.map((_, i) => i);
  return fold(initialState, [
    {
      type: 'GameSetUp',
      seats: empires.length,
      options: { ...defaultOptions, board: boardName, ...options },
      rulings: RULINGS_1_1,
    },
    { type: 'InitiativeRolled', rolls: seats.map((i) => [20 - i]), pickOrder: seats },
    ...seats.flatMap((seat): WarlordsEvent[] => [
      { type: 'EmpireChosen', seat, empire: empires[seat] },
      { type: 'TurnPlaceChosen', seat, place: seat + 1 },
    ]),
    { type: 'SidesDecided', order: seats },
    ...seats.map((seat): WarlordsEvent => ({ type: 'GeneralsAssigned', seat, cards: cards[seat] })),
    { type: 'PlacementBegan' },
    ...seats.map(
      (seat): WarlordsEvent => ({
        type: 'CapitalPlaced',
        seat,
        empire: empires[seat],
        space: b.capitals[empires[seat]],
      }),
    ),
    ...seats.map(
      (seat): WarlordsEvent => ({
        type: 'GeneralPlaced',
        seat,
        piece: P(seat, 5),
        space: b.backRows[empires[seat]][2],
      }),
    ),
    { type: 'CampaignBegan', order: seats },
    { type: 'TurnBegan', seat: 0, round: 1 },
  ]);
}

export function opening(
  options: Partial<WarlordsOptions> = {},
  cards: readonly (readonly string[])[] = CARDS,
): WarlordsState {
  return openingOn('duel', [AURUM, DUSK], options, cards);
}

/** Three seats on the six-empire board: seat 0 in empire 1, seat 1 in empire 3, seat 2 in empire 5. */
export const six = BOARDS['six-empires'];
export const opening3 = (options: Partial<WarlordsOptions> = {}): WarlordsState =>
  openingOn('six-empires', [1, 3, 5], options, [...CARDS, ['scipio', 'attila', 'joan', 'wellington', 'ramesses']]);
export function atSix(empire: number, dq: number, dr: number): number {
  const c = six.hexes[six.capitals[empire]];
  const x = six.at({ q: c.q + dq, r: c.r + dr });
  if (x < 0) throw new Error(`no space at ${empire}:${dq},${dr}`);
  return x;
}

/** A general on the board with `regiments` (the ledger adjusted so regiments stay conserved). */
export function withGeneral(
  s: WarlordsState,
  piece: number,
  space: number,
  regiments = 1,
  patch: Partial<Piece> = {},
): WarlordsState {
  const before = s.pieces[piece].regiments;
  const out = setPiece(s, piece, { status: 'active', space, regiments, ...patch });
  return { ...out, made: out.made + regiments - before };
}

export const withLine = (s: WarlordsState, seat: number, space: number): WarlordsState => setLine(s, space, seat);

export function withLines(s: WarlordsState, seat: number, spaces: readonly number[]): WarlordsState {
  return spaces.reduce((acc, x) => withLine(acc, seat, x), s);
}

/** A town (or capital) at `space`, occupied by `occupant` (-1: unoccupied). */
export function withTown(
  s: WarlordsState,
  space: number,
  occupant: number,
  kind: 'town' | 'capital' = 'town',
): WarlordsState {
  if (s.townAt[space] >= 0)
    return {
      ...setTown(s, space, { occupant }),
      made: s.made + (occupant >= 0 ? 1 : 0) - (s.towns[s.townAt[space]].occupant >= 0 ? 1 : 0),
    };
  const townAt = s.townAt.slice();
  townAt[space] = s.towns.length;
  return {
    ...s,
    townAt,
    towns: [...s.towns, { space, kind, empire: boardOf(s).empireOf[space], occupant }],
    made: s.made + (occupant >= 0 ? 1 : 0),
  };
}

export const revealed = (s: WarlordsState, piece: number): WarlordsState => setPiece(s, piece, { revealed: true });

export const withChief = (s: WarlordsState, seat: number, chief: number): WarlordsState => setSeat(s, seat, { chief });

/** The turn of `seat` at `step`; in step 2 speeds come from the regiments the generals have now. */
export function inStep(s: WarlordsState, step: Step, seat = 0, patch: Partial<Turn> = {}): WarlordsState {
  const out = s.turn?.seat === seat ? s : fold(s, [{ type: 'TurnBegan', seat, round: 1 }]);
  const startRegiments = step === 'raise' ? [] : out.pieces.map((p) => p.regiments);
  return setTurn(out, { step, startRegiments, ...patch });
}

/** Dice that roll the given d20s in order (then 10s), and pick the first of any choice. */
export function rolls(...d20s: number[]): Dice {
  const queue = d20s.slice();
  const dice = {
    d20: () => queue.shift() ?? 10,
    int: (min: number) => min,
    d6: () => 1,
    roll: (n: number) => Array(n).fill(1),
    pick: <T>(items: readonly T[]) => items[0],
    shuffle: <T>(items: readonly T[]) => items.slice(),
    wasUsed: true,
    state: [1, 2, 3, 4],
  };
  return dice as unknown as Dice;
}

export interface Ran {
  readonly events: readonly WarlordsEvent[];
  readonly state: WarlordsState;
}

/** Decides a command that must be accepted, and folds its events. */
export function run(s: WarlordsState, command: WarlordsCommand, seat: number, dice: Dice = Dice.fromSeed(1)): Ran {
  const out = decide(s, command, seat, dice);
  if (isViolation(out)) throw new Error(`${out.code}: ${out.message}`);
  return { events: out, state: fold(s, out) };
}

/** Decides a command that must be refused, returning the violation. */
export function refuse(
  s: WarlordsState,
  command: WarlordsCommand,
  seat: number,
  dice: Dice = Dice.fromSeed(1),
): RuleViolation {
  const out = decide(s, command, seat, dice);
  if (!isViolation(out)) throw new Error(`accepted: ${JSON.stringify(out.map((e) => e.type))}`);
  return out;
}

/** Runs commands in order, each by the seat given. */
export function runAll(
  s: WarlordsState,
  steps: readonly [WarlordsCommand, number][],
  dice: Dice = Dice.fromSeed(1),
): Ran {
  let state = s;
  const events: WarlordsEvent[] = [];
  for (const [command, seat] of steps) {
    const r = run(state, command, seat, dice);
    events.push(...r.events);
    state = r.state;
  }
  return { events, state };
}

export const types = (events: readonly WarlordsEvent[]): string[] => events.map((e) => e.type);

export function find<T extends WarlordsEvent['type']>(
  events: readonly WarlordsEvent[],
  type: T,
): Extract<WarlordsEvent, { type: T }> {
  const e = events.find((x) => x.type === type);
  if (!e) throw new Error(`no ${type} among ${types(events).join(', ')}`);
  return e as Extract<WarlordsEvent, { type: T }>;
}
