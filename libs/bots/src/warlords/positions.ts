import type { WarlordsEvent, WarlordsState } from '@empires/rules-warlords';

type Step = NonNullable<WarlordsState['turn']>['step'];
import { BOARDS, warlords, warlordsDefaultOptions } from '@empires/rules-warlords';

/**
 * Positions for the bots' tests, on the two-empire `duel` board: seat 0 plays Aurum (empire 1), seat 1
 * Dusk (empire 2). Built from the rules' own events, then given regiments, a step and a chief.
 */
export const duel = BOARDS.duel;
export const AURUM = 1;
export const DUSK = 2;
export const capitalOf = (empire: number): number => duel.capitals[empire];
/** Piece id of a seat's general by the number on the piece. */
export const P = (seat: number, number: number): number => seat * 5 + number - 1;

/** The space `dq`, `dr` from an empire's capital. */
export function at(empire: number, dq: number, dr: number): number {
  const c = duel.hexes[capitalOf(empire)];
  const space = duel.at({ q: c.q + dq, r: c.r + dr });
  if (space < 0) throw new Error(`no space at ${empire}:${dq},${dr}`);
  return space;
}

interface General {
  readonly piece: number;
  readonly space: number;
  readonly regiments?: number;
  readonly revealed?: boolean;
}

export interface Position {
  /** Cards by box for each seat (the deck's ids). */
  readonly cards?: readonly (readonly string[])[];
  readonly generals: readonly General[];
  /** Towns by seat (-1 for an unoccupied town of Carrion). */
  readonly towns?: readonly { readonly seat: number; readonly space: number }[];
  readonly lines?: readonly { readonly seat: number; readonly space: number }[];
  readonly step?: Step;
  /** Seat 0's chief of staff: a piece id, or -1 in the capital. */
  readonly chief?: number;
}

const CARDS = [
  ['genghis', 'rommel', 'sun-tzu', 'tokugawa', 'belisarius'],
  ['mehmed', 'cyrus', 'nelson', 'alexander', 'khalid'],
];

/** Seat 0's turn in round 1 at `step`, from the rules' own set-up events and the pieces given. */
export function position(p: Position): WarlordsState {
  const cards = p.cards ?? CARDS;
  const events: WarlordsEvent[] = [
    { type: 'GameSetUp', seats: 2, options: { ...warlordsDefaultOptions, board: 'duel' } },
    { type: 'InitiativeRolled', rolls: [[20], [10]], pickOrder: [0, 1] },
    { type: 'EmpireChosen', seat: 0, empire: AURUM },
    { type: 'TurnPlaceChosen', seat: 0, place: 1 },
    { type: 'EmpireChosen', seat: 1, empire: DUSK },
    { type: 'TurnPlaceChosen', seat: 1, place: 2 },
    { type: 'SidesDecided', order: [0, 1] },
    { type: 'GeneralsAssigned', seat: 0, cards: cards[0] },
    { type: 'GeneralsAssigned', seat: 1, cards: cards[1] },
    { type: 'PlacementBegan' },
    { type: 'CapitalPlaced', seat: 0, empire: AURUM, space: capitalOf(AURUM) },
    { type: 'CapitalPlaced', seat: 1, empire: DUSK, space: capitalOf(DUSK) },
    ...(p.towns ?? []).map(
      (t): WarlordsEvent => ({ type: 'TownPlaced', seat: t.seat, empire: duel.empireOf[t.space], space: t.space }),
    ),
    ...(p.lines ?? []).map((l): WarlordsEvent => ({ type: 'SupplyLinePlaced', seat: l.seat, space: l.space })),
    ...p.generals.map(
      (g): WarlordsEvent => ({ type: 'GeneralPlaced', seat: Math.floor(g.piece / 5), piece: g.piece, space: g.space }),
    ),
    { type: 'CampaignBegan', order: [0, 1] },
    { type: 'TurnBegan', seat: 0, round: 1 },
  ];
  let s = events.reduce<WarlordsState>((acc, e) => warlords.evolve(acc, e), warlords.initialState);
  const pieces = s.pieces.map((piece, i) => {
    const g = p.generals.find((x) => x.piece === i);
    const shown = g ? { ...piece, regiments: g.regiments ?? 1, revealed: g.revealed ?? false } : piece;
    // Seat 0's view: another seat's cards unknown unless revealed, as a fold of redacted events leaves them.
    return shown.owner === 0 || shown.revealed ? shown : { ...shown, card: -1 };
  });
  const seats = s.seats.map((seat, i) => (i === 0 && p.chief !== undefined ? { ...seat, chief: p.chief } : seat));
  s = { ...s, pieces, seats };
  const step = p.step ?? 'raise';
  if (step === 'raise' || !s.turn) return s;
  return { ...s, turn: { ...s.turn, step, startRegiments: pieces.map((x) => x.regiments) } };
}
