import type { Dice } from '@empires/rules-kernel';
import { newCtx, type Ctx } from '../ctx';
import { nextEndeavour } from '../independent/steps';
import { defenseReserve } from '../independent/gold';
import { basicER, diplomacyOptions } from '../rules/endeavours';
import { isNonPlayerCourt, thresholdOf } from '../rules/alliance-core';
import { ownedBy, rebellionValue, victoryPoints } from '../rules/areas';
import { independentLevy } from '../rules/taxation';
import { mayClaim } from '../rules/claims';
import type { EndeavourKind, MedievalState } from '../state';
import { hasBit } from '../state';
import { handicapOf } from '../rules/handicaps';

/** Read-only helpers for bots: the rules' own measures, so a policy never re-implements a rule. */
export interface EndeavourAdvice {
  readonly kind: EndeavourKind;
  readonly base: number;
  readonly target: number;
  readonly gold: number;
  /** Its ER before gold (M9.3), and the S001 33.24C step that chose it (0 for other advice). */
  readonly er: number;
  readonly step: number;
}

/** What an Independent Empire would attempt next in this empire's place (S001 33.24C with the 33.25 gold), or null. */
export function independentEndeavour(s: MedievalState, empire: number, dice: Dice): EndeavourAdvice | null {
  const choice = nextEndeavour(newCtx(s, dice), empire);
  if (!choice) return null;
  const { kind, base, target } = choice.option;
  return { kind, base, target, gold: choice.gold, er: basicER(s, empire, choice.option), step: choice.step };
}

/**
 * Diplomacy on an own area that would bring a claim (S003 18.0(2b): owned, unclaimed, no tie yet, the leader's
 * religion), when gold within the Defense reserve lifts the ER to at least `least`; the best such area.
 */
export function claimingDiplomacy(s: MedievalState, empire: number, least = 5): EndeavourAdvice | null {
  const gold = s.empires[empire].gold;
  let best: EndeavourAdvice | null = null;
  for (const o of diplomacyOptions(s, empire)) {
    const a = s.areas[o.target];
    if (
      a.owner !== empire ||
      a.claims !== 0 ||
      hasBit(a.ties, empire) ||
      !mayClaim({ state: s } as Ctx, empire, o.target)
    )
      continue;
    const er = basicER(s, empire, o);
    const extra = Math.max(0, least - er);
    if (o.cost + extra > gold - defenseReserve(gold) || extra > 20) continue;
    if (!best || er > best.er) best = { kind: 'diplomacy', base: o.base, target: o.target, gold: extra, er, step: 0 };
  }
  return best;
}

/** A Diplomacy against a non-player court (S001 33.41): the advice before gold, the ties held and the ties needed. */
export interface CourtAdvice {
  readonly advice: EndeavourAdvice;
  readonly empire: number;
  readonly ties: number;
  readonly threshold: number;
}

/**
 * Every Diplomacy `empire` may aim at the court of an Independent or of another seat's Allied Empire (S001 33.41,
 * 33.43), with its ER before gold: what a seat weighs when it courts an alliance. Only Player Empires gain alliance
 * ties (M25.4.10), so an ally gets none; courts of the empire's own seat are left out.
 */
export function courtDiplomacy(s: MedievalState, empire: number): CourtAdvice[] {
  const me = s.empires[empire];
  if (me.status !== 'player') return [];
  const out: CourtAdvice[] = [];
  for (const o of diplomacyOptions(s, empire)) {
    const court = isNonPlayerCourt(s, o.target);
    if (court < 0 || s.empires[court].seat === me.seat) continue;
    const er = basicER(s, empire, o);
    out.push({
      advice: { kind: 'diplomacy', base: o.base, target: o.target, gold: 0, er, step: 0 },
      empire: court,
      ties: s.empires[court].allianceTies[empire],
      threshold: thresholdOf(s, court),
    });
  }
  return out;
}

/** The largest levy keeping the area's rebellion value at most 1 (S001 33.24B). */
export const safeLevy = (s: MedievalState, area: number): number => independentLevy({ state: s } as Ctx, area);

export { ownedBy, rebellionValue, victoryPoints };

/**
 * Each seat's score if the game ended now (M26.2-26.3): its Player Empire's VP, handicap and ledger, plus the
 * VP its open alliances have gained or lost since they began (S001 33.5).
 */
export function seatScores(s: MedievalState): number[] {
  return s.seats.map((seat, i) => {
    let score = victoryPoints(s, seat.empire) + handicapOf(s.options.handicaps, seat.empire) + seat.ledger;
    s.empires.forEach((e, ally) => {
      if (e.status === 'allied' && e.seat === i) score += victoryPoints(s, ally) - e.vpSnapshot;
    });
    return score;
  });
}
