import { GENERALS, type Trait } from './generals/generals';
import { movementSpeed } from './generals/tables';
import { BASE_MAX_REGIMENTS, type WarlordsState } from './state';

/** Whether the seat's chief of staff rides with this general. */
export function hasChief(s: WarlordsState, piece: number): boolean {
  const p = s.pieces[piece];
  return p !== undefined && p.owner >= 0 && s.seats[p.owner]?.chief === piece;
}

/**
 * The traits in force: none before he is revealed; the pro always after; the con unless the
 * chief of staff is with him, except Alexander's, which bites only while the chief is with him.
 */
function traits(s: WarlordsState, piece: number): Trait[] {
  const p = s.pieces[piece];
  if (!p || !p.revealed || p.card < 0) return [];
  const g = GENERALS[p.card];
  const chief = hasChief(s, piece);
  const out: Trait[] = [g.pro];
  if (g.con.kind === 'killsChiefOfStaffOnDefeat' ? chief : !chief) out.push(g.con);
  return out;
}

export const traitSum = (s: WarlordsState, piece: number, kind: Trait['kind']): number =>
  traits(s, piece).reduce((sum, t) => (t.kind === kind ? sum + t.value : sum), 0);

/** The most regiments he may command: 20, or his pro's or con's figure when in force. */
export function maxRegiments(s: WarlordsState, piece: number): number {
  let max = BASE_MAX_REGIMENTS;
  for (const t of traits(s, piece)) if (t.kind === 'maxRegiments') max = t.value;
  return max;
}

/** Spaces he may move this turn: the table by his regiments at the start of movement, then traits; at least 1. */
export function speedOf(s: WarlordsState, piece: number, slowed: boolean): number {
  const regiments = s.turn?.startRegiments[piece] ?? s.pieces[piece].regiments;
  return Math.max(1, movementSpeed(regiments, slowed) + traitSum(s, piece, 'speed'));
}

/** Regiments one supply line costs him. */
export const lineCost = (s: WarlordsState, piece: number): number => Math.max(0, 1 + traitSum(s, piece, 'lineCost'));
