import { must } from '@empires/rules-kernel';
import { emit, pickBest, type Ctx } from '../ctx';
import { isNonPlayerCourt } from '../rules/alliance-core';
import { claimsRestricted, gainClaim, isUnclaimed, mayClaim } from '../rules/claims';
import { hasBit, type EndeavourKind, type MedievalState } from '../state';
import { likenessToCourt } from '../independent/steps';
import { nameOf, type CardName } from './deck';

const count = (cards: readonly number[], names: readonly CardName[]) =>
  cards.filter((c) => names.includes(nameOf(c))).length;

/** Technological Weapons and Tactical Systems in play: +3 each (M9.3, M13). */
export const techCards = (s: MedievalState, empire: number): number =>
  count(s.empires[empire].lasting, ['TechnologicalWeapons', 'TacticalSystems']);
export const enlargements = (s: MedievalState, empire: number): number =>
  count(s.empires[empire].lasting, ['Enlargement']);

/** The boosting card an endeavour would use (Able Minister for domestic, Mercenaries for attacks), or -1. */
export function boostCard(s: MedievalState, empire: number, kind: EndeavourKind | 'defense'): number {
  if (kind === 'diplomacy') return -1;
  const want: CardName =
    kind === 'ruling' || kind === 'fortification' || kind === 'conversion' ? 'AbleMinister' : 'Mercenaries';
  return s.empires[empire].held.find((c) => nameOf(c) === want) ?? -1;
}

/** Able Minister and Mercenaries are used on the owner's next eligible endeavour or Defense (M20.2). */
export function useBoost(ctx: Ctx, empire: number, kind: EndeavourKind | 'defense'): void {
  const card = boostCard(ctx.state, empire, kind);
  if (card >= 0) emit(ctx, { type: 'EventCardPlayed', empire, card, name: nameOf(card), area: -1, other: -1 });
}

/** Areas where Recognition of Claim (S003 18.0(2c), (3a)) or Dynastic Inheritance (18.0(4)) would give a claim. */
export function claimCardAreas(s: MedievalState, empire: number, name: CardName): number[] {
  const out: number[] = [];
  const ctxLike = { state: s } as Ctx;
  // S003 18.3(2): a restricted empire uses Recognition of Claim only on unclaimed areas (18.0(2c)).
  const against = !claimsRestricted(s, empire);
  s.areas.forEach((a, i) => {
    if (!mayClaim(ctxLike, empire, i)) return;
    const tie = hasBit(a.ties, empire);
    if (name === 'DynasticInheritance' ? tie : a.owner === empire && (isUnclaimed(ctxLike, i) || (tie && against)))
      out.push(i);
  });
  return out;
}

/** Diplomatic Coup targets: (area, tie holder), alliance ties on a court included (M20.2, S001 33.42). */
export function coupTargets(s: MedievalState, empire: number): { area: number; other: number }[] {
  const out: { area: number; other: number }[] = [];
  const me = s.empires[empire];
  s.areas.forEach((a, area) => {
    const court = isNonPlayerCourt(s, area);
    // 33.42: never on ties against one's own court; a seat's Allied Empire may not clear ties on its seat's courts.
    if (court === empire || (court >= 0 && me.status === 'allied' && s.empires[court].seat === me.seat)) return;
    for (let other = 0; other < s.empires.length; other++) {
      if (other === empire) continue;
      if (hasBit(a.ties, other) || (court >= 0 && s.empires[court].allianceTies[other] > 0)) out.push({ area, other });
    }
  });
  return out;
}

export function playHolding(ctx: Ctx, empire: number, card: number, area: number, other: number): void {
  const name = nameOf(card);
  emit(ctx, { type: 'EventCardPlayed', empire, card, name, area, other });
  if (name === 'RecognitionOfClaim' || name === 'DynasticInheritance') {
    gainClaim(
      ctx,
      empire,
      area,
      name === 'DynasticInheritance' ? 'S003 18.0(4)' : isUnclaimed(ctx, area) ? 'S003 18.0(2c)' : 'S003 18.0(3a)',
    );
  } else if (name === 'DiplomaticCoup') {
    if (hasBit(ctx.state.areas[area].ties, other)) emit(ctx, { type: 'TieRemoved', empire: other, area });
    const court = isNonPlayerCourt(ctx.state, area);
    if (court >= 0 && ctx.state.empires[court].allianceTies[other] > 0)
      emit(ctx, { type: 'AllianceTiesSet', empire: court, holder: other, count: 0 });
  }
}

/**
 * S001 33.24A: an Independent plays a holding card as soon as it can: claims on the area most like its court;
 * a Coup on its non-court area most like the court bearing another's tie, against the holder with the highest D.
 */
export function independentPlays(ctx: Ctx, empire: number): void {
  for (const card of ctx.state.empires[empire].held.slice()) {
    const s = ctx.state;
    const name = nameOf(card);
    if (name === 'RecognitionOfClaim' || name === 'DynasticInheritance') {
      const area = pickBest(ctx, claimCardAreas(s, empire, name), (a) => likenessToCourt(s, empire, a));
      if (area !== undefined) playHolding(ctx, empire, card, area, -1);
    } else if (name === 'DiplomaticCoup') {
      const court = s.empires[empire].court;
      const targets = coupTargets(s, empire).filter(
        (t) => s.areas[t.area].owner === empire && t.area !== court && hasBit(s.areas[t.area].ties, t.other),
      );
      const area = pickBest(ctx, [...new Set(targets.map((t) => t.area))], (a) => likenessToCourt(s, empire, a));
      if (area === undefined) continue;
      const other = must(
        pickBest(
          ctx,
          targets.filter((t) => t.area === area).map((t) => t.other),
          (o) => s.empires[o].leader.d,
        ),
        "a tie holder in the Coup's area",
      );
      playHolding(ctx, empire, card, area, other);
    }
  }
}
