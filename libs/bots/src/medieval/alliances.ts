import { isRange, type LegalAction } from '@empires/rules-kernel';
import {
  courtDiplomacy,
  seatScores,
  victoryPoints,
  type EndeavourAdvice,
  type MedievalCommand,
  type MedievalState,
} from '@empires/rules-medieval';

type Action = LegalAction<MedievalCommand>;

/** Gold a Player Empire keeps for a Defense (M13: a Year Card and 2 gold), as the Independent procedure does. */
const RESERVE = 2;
/** The least ER (after gold) worth a Year Card on a court: on the Diplomacy table a T comes from about 5 up. */
const COURTING_ER = 5;
/** Most ties still missing for a court to be worth courting: farther ones take a whole game of Year Cards. */
const FARTHEST = 4;
/** Largest secret gold a seat bids on a 33.44 roll (33.46): paid win or lose, so only what an ally is worth. */
const MOST_BID = 4;

/**
 * S001 33.41, 33.43: a Diplomacy against a non-player court when it helps the seat. An Independent's court brings
 * an Allied Empire, whose VP gains go to the ledger (33.5) and whose votes and turns the seat then has; another
 * seat's ally, when that seat leads, is courted first: at the threshold the −2 on its endeavours (33.43) and the
 * chance to take it on a stature check (33.44) come at the leader's expense. The court nearest its threshold wins;
 * gold (within the Defense reserve) lifts the ER to `COURTING_ER`.
 */
export function courtingDiplomacy(s: MedievalState, empire: number): EndeavourAdvice | null {
  const seat = s.empires[empire].seat;
  if (seat < 0) return null;
  const spare = s.empires[empire].gold - RESERVE;
  const scores = seatScores(s);
  const leader = scores.indexOf(Math.max(...scores));
  let best: { advice: EndeavourAdvice; value: number } | null = null;
  for (const c of courtDiplomacy(s, empire)) {
    const missing = c.threshold - c.ties;
    const owner = s.empires[c.empire];
    const rivalAlly = owner.status === 'allied';
    // Ties past the threshold on an Independent add nothing (it is already ours or the roll's).
    if (missing <= 0 && !rivalAlly) continue;
    if (missing > FARTHEST) continue;
    if (rivalAlly && owner.seat !== leader) continue;
    const gold = Math.max(0, COURTING_ER - c.advice.er);
    if (1 + gold > spare || gold > 20) continue;
    const value = (rivalAlly ? 2 : 1) * (1 + victoryPoints(s, c.empire) / 10) - missing;
    if (!best || value > best.value) best = { advice: { ...c.advice, gold }, value };
  }
  return best?.advice ?? null;
}

/**
 * S001 33.44, 33.46: secret gold on an alliance roll the seat takes part in. The seat bids for an empire it holds
 * or would gain when the empire is worth more VP than it has gold to spare on it, and nothing for an empire whose
 * court is lost or in unrest: its VP would fall, and the ledger with them (33.5).
 */
export function allianceBid(s: MedievalState, seat: number, most: number): number {
  const task = s.allianceQueue[0];
  if (!task) return 0;
  const e = s.empires[task.empire];
  if (e.court < 0 || s.areas[e.court].unrest) return 0;
  const spare = s.empires[s.seats[seat].empire].gold - RESERVE;
  return Math.max(0, Math.min(most, spare, MOST_BID, Math.floor(victoryPoints(s, task.empire) / 5)));
}

/**
 * S001 33.61: asylum makes the exile the seat's ally at its present VP (33.5), which can hardly fall further, and
 * gives the host a threshold of ties on its next court (33.62): offered, unless the exile has nothing left that could
 * bring VP back (no gold and no area), where it only costs the seat a Defense of its turns.
 */
export function offersAsylum(s: MedievalState): boolean {
  const empire = s.asylum?.empire ?? -1;
  if (empire < 0) return false;
  return s.empires[empire].gold > 0 || s.areas.some((a) => a.owner === empire);
}

/**
 * S001 33.63: an ally without a court stays in exile under asylum while its VP are at or below where the alliance
 * began (ending it then would settle a loss); a gain is settled at once (33.5), before the exile spends it.
 */
export function courtlessAllyChoice(s: MedievalState): 'asylum' | 'terminate' {
  const empire = s.pending?.empire ?? -1;
  if (empire < 0) return 'asylum';
  return victoryPoints(s, empire) > s.empires[empire].vpSnapshot ? 'terminate' : 'asylum';
}

/**
 * S001 33.49, 33.5: ends an alliance whose gain is banked but whose court is in unrest, where a rebellion would take
 * the gain back; otherwise the seat keeps its word: an alliance it holds is never ended on a whim.
 */
export function allianceToEnd(s: MedievalState, legal: readonly Action[]): MedievalCommand | null {
  for (const a of legal) {
    if (a.type !== 'TerminateAlliance') continue;
    const empire = isRange(a.empire) ? a.empire.min : a.empire;
    const e = s.empires[empire];
    if (e.court >= 0 && s.areas[e.court].unrest && victoryPoints(s, empire) > e.vpSnapshot)
      return { type: 'TerminateAlliance', empire };
  }
  return null;
}

/** S001 33.43: a seat at the threshold on another seat's ally always takes the −2 off that ally's endeavours. */
export function rivalPenalty(legal: readonly Action[]): MedievalCommand | null {
  const on = legal.find((a): a is Extract<Action, { type: 'SetRivalPenalty' }> => a.type === 'SetRivalPenalty' && a.on);
  return on ? { type: 'SetRivalPenalty', empire: isRange(on.empire) ? on.empire.min : on.empire, on: true } : null;
}
