import { BOARDS } from '../board/boards';
import type { WarlordsEvent } from '../events';
import { setLine, setPiece, setSeat, setTown, setTurn } from '../evolve/patch';
import { defaultOptions, type WarlordsOptions } from '../options';
import { RULINGS_1_1 } from '../rulings';
import { boardOf, initialState, type Piece, type Step, type Turn, type WarlordsState } from '../state';
import { fold } from './decisions';
import { AURUM, DUSK, P } from './places';

// Positions of the tests: an opening on a board of `places.ts`, then small patches that keep the
// state's counts in step (the regiments made and the towns occupied).

export const CARDS: readonly (readonly string[])[] = [
  ['leonidas', 'charlemagne', 'alexander', 'ashoka', 'hannibal'],
  ['caesar', 'genghis', 'sun-tzu', 'napoleon', 'saladin'],
];

/** Generals whose traits change nothing in the battles of the tests (attacking for seat 0, defending for seat 1). */
export const NEUTRAL: readonly (readonly string[])[] = [
  ['genghis', 'rommel', 'sun-tzu', 'tokugawa', 'belisarius'],
  ['mehmed', 'cyrus', 'nelson', 'alexander', 'khalid'],
];

/**
 * Round 1, seat 0 to raise, on `boardName` with seat i playing empires[i]. Capitals occupied, no
 * towns or lines; general 5 of each seat waits on the middle of its back row so no side starts
 * without generals; the other generals are in their boxes.
 */
function openingOn(
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
export const opening3 = (options: Partial<WarlordsOptions> = {}): WarlordsState =>
  openingOn('six-empires', [1, 3, 5], options, [...CARDS, ['scipio', 'attila', 'joan', 'wellington', 'ramesses']]);

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
