import type { LegalAction } from '@empires/rules-kernel';
import { killable } from '../battle/casualties';
import { defendingGeneral, eligibleDefenders, isTownBattle, winnerSeat } from '../battle/field';
import type { WarlordsCommand } from '../commands';
import { exitsOf } from '../rules/movement';
import type { Fight, WarlordsState } from '../state';

type Action = LegalAction<WarlordsCommand>;

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, x) => [...acc, ...acc.map((a) => [...a, x])], [[]]);
}

function defenderActions(s: WarlordsState, f: Fight): Action[] {
  const eligible = eligibleDefenders(s, f);
  if (!isTownBattle(s, f))
    return subsets(eligible).map(
      (assists): Action => ({ type: 'CommitDefenders', main: defendingGeneral(s, f), assists }),
    );
  const out: Action[] = [{ type: 'CommitDefenders', main: -1, assists: [] }];
  for (const main of eligible) {
    for (const assists of subsets(eligible.filter((x) => x !== main)))
      out.push({ type: 'CommitDefenders', main, assists });
  }
  return out;
}

function casualtyActions(s: WarlordsState, f: Fight): Action[] {
  const k = killable(s, f);
  const out: Action[] = k.pieces.map((piece): Action => {
    const max = Math.min(f.killsLeft, s.pieces[piece].regiments);
    return { type: 'AllocateKills', piece, count: max === 1 ? 1 : { min: 1, max } };
  });
  if (k.garrison) out.push({ type: 'KillGarrison' });
  return out;
}

/** A decision the game waits for from this seat, or null if none. */
export function decisionActions(s: WarlordsState, seat: number): Action[] | null {
  const p = s.pending;
  if (p) {
    if (p.seat !== seat) return [];
    if (p.kind === 'retreat') return p.options.map((to): Action => ({ type: 'Retreat', to }));
    if (p.kind === 'recruit')
      return [...p.candidates.map((piece): Action => ({ type: 'Recruit', piece })), { type: 'DeclineRecruit' }];
    const exits = exitsOf(s, seat, p.space, p.piece);
    const occupy = s.pieces[p.piece].regiments >= 2 ? [false, true] : [false];
    return occupy.flatMap((o) => exits.map((to): Action => ({ type: 'LeaveTown', occupy: o, to })));
  }
  const f = s.turn?.fight;
  if (f?.stage === 'defenders' && !f.committed) return f.defender === seat ? defenderActions(s, f) : [];
  if (f?.stage === 'casualties') return winnerSeat(s, f) === seat ? casualtyActions(s, f) : [];
  return null;
}
