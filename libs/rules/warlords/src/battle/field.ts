import { boardOf, type Fight, type WarlordsState } from '../state';

/** Queries about the battle being fought. */
export const isTownBattle = (s: WarlordsState, f: Fight): boolean => s.townAt[f.target] >= 0;

/** Attackers still on the battlefield, main first. */
export const onBattlefield = (s: WarlordsState, f: Fight): number[] =>
  f.attackers.filter((i) => s.pieces[i].status === 'active' && s.pieces[i].attacking === f.target);

/** The general attacked where he stands (general battles), or -1. */
export function defendingGeneral(s: WarlordsState, f: Fight): number {
  const ps = s.pieces;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i];
    if (p.space === f.target && p.attacking < 0 && p.status === 'active' && p.owner === f.defender) return i;
  }
  return -1;
}

/** The defending side's main general: the one attacked, or the named main defender of a town. */
export const mainDefenderOf = (s: WarlordsState, f: Fight): number =>
  isTownBattle(s, f) ? f.mainDefender : defendingGeneral(s, f);

/**
 * Generals that may help defend: the defender's, touching the battlefield, not attacked
 * themselves this turn and not yet assisting in this player turn.
 */
export function eligibleDefenders(s: WarlordsState, f: Fight): number[] {
  const near = boardOf(s).neighbours[f.target];
  const attacked = new Set((s.turn?.battles ?? []).map((b) => b.target));
  const assisted = s.turn?.assisted ?? [];
  const out: number[] = [];
  s.pieces.forEach((p, i) => {
    if (p.owner !== f.defender || p.status !== 'active' || p.attacking >= 0 || p.space < 0) return;
    if (near.includes(p.space) && !attacked.has(p.space) && !assisted.includes(i)) out.push(i);
  });
  return out;
}

export const winnerSeat = (s: WarlordsState, f: Fight): number => (f.attackerWon ? (s.turn?.seat ?? -1) : f.defender);
