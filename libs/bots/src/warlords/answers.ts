import { isRange } from '@empires/rules-kernel';
import { listed, type Action, type Of } from './listed';
import { defendFiguresFor, type WarlordsCommand, type WarlordsState } from '@empires/rules-warlords';
import { boardOf, distanceTo, homeCapital, nearestEnemyCapital } from './table';

type Kill = Extract<Action, { type: 'AllocateKills' }>;
const pick = listed;

/**
 * What the rules ask of the seat inside a turn, its own or another's: defenders, casualties, a
 * retreat, leaving a town, a recruit, an end proposed. Null when none of these is asked.
 */
export function answer(s: WarlordsState, seat: number, legal: readonly Action[]): WarlordsCommand | null {
  const commits = pick(legal, 'CommitDefenders');
  if (commits.length) return strongestDefence(s, seat, commits);
  if (legal.some((a) => a.type === 'KillGarrison')) return { type: 'KillGarrison' };
  const kills = legal.filter((a): a is Kill => a.type === 'AllocateKills');
  if (kills.length) return allocate(s, kills);
  const retreats = pick(legal, 'Retreat');
  if (retreats.length) return nearest(retreats, distanceTo(boardOf(s), homeCapital(s, seat)));
  const leaves = pick(legal, 'LeaveTown');
  if (leaves.length) return leaveTown(s, seat, leaves);
  const recruits = pick(legal, 'Recruit');
  if (recruits.length)
    return recruits.reduce((a, b) => (s.pieces[b.piece].regiments > s.pieces[a.piece].regiments ? b : a));
  if (legal.some((a) => a.type === 'AcceptEnd')) return endProposed(s, seat);
  return null;
}

/**
 * Every general who may help defends: each adds his bonus, and a town's main defender adds a main
 * general's. The commitment with the highest bonus, the fewest generals risked on ties.
 */
function strongestDefence(s: WarlordsState, seat: number, commits: Of<'CommitDefenders'>[]): WarlordsCommand {
  const target = s.turn?.fight?.target ?? -1;
  const bonus = (c: Of<'CommitDefenders'>) => defendFiguresFor(s, seat, c.main, c.assists, target).bonus;
  return commits.reduce((a, b) => {
    const diff = bonus(b) - bonus(a);
    return diff > 0 || (diff === 0 && b.assists.length < a.assists.length) ? b : a;
  });
}

/** Casualties where they hurt most: a whole general killed (the biggest one the kills can finish), else the biggest army. */
function allocate(s: WarlordsState, kills: Kill[]): WarlordsCommand {
  const left = s.turn?.fight?.killsLeft ?? 0;
  const most = (a: Kill) => (isRange(a.count) ? a.count.max : a.count);
  const regiments = (a: Kill) => s.pieces[a.piece as number].regiments;
  const finishable = kills.filter((a) => regiments(a) <= left && most(a) >= regiments(a));
  const pool = finishable.length ? finishable : kills;
  const best = pool.reduce((a, b) => (regiments(b) > regiments(a) ? b : a));
  return { type: 'AllocateKills', piece: best.piece as number, count: most(best) };
}

function nearest<T extends { to: number }>(options: T[], d: Int16Array): T {
  return options.reduce((a, b) => (d[b.to] < d[a.to] ? b : a));
}

/** A town entered is always held when a regiment can be spared; he steps out towards the enemy. */
function leaveTown(s: WarlordsState, seat: number, leaves: Of<'LeaveTown'>[]): WarlordsCommand {
  const occupying = leaves.filter((a) => a.occupy);
  const pool = occupying.length ? occupying : leaves;
  const town = s.pending?.kind === 'leaveTown' ? s.pending.space : pool[0].to;
  const target = nearestEnemyCapital(s, seat, town);
  return nearest(pool, distanceTo(boardOf(s), target >= 0 ? target : homeCapital(s, seat)));
}

/** An ending is accepted only when it ranks the seat first alone. */
function endProposed(s: WarlordsState, seat: number): WarlordsCommand {
  const ranks = s.proposal?.ranks ?? [];
  const alone = ranks[seat] === 1 && ranks.filter((r) => r === 1).length === 1;
  return { type: alone ? 'AcceptEnd' : 'RejectEnd' };
}
