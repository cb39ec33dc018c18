import { A, E, ctxOf, fixedDice, inTurn, opening, typesOf, withArea, withEmpire } from '../testing/fixtures';
import { newCtx } from '../ctx';
import type { MedievalState } from '../state';
import { hasBit } from '../state';
import { CARDS, type CardName } from './deck';
import { drawEventCard } from './draw';
import { claimCardAreas, coupTargets, independentPlays, playHolding } from './holding';
import { leaderDiesHeirless } from './heirless';
import { beginTaxation } from '../rules/taxation';
import { attackOptions, basicER, domesticOptions } from '../rules/endeavours';
import { medieval } from '../ruleset';
import { Dice } from '@empires/rules-kernel';
import { allianceQueueStep, declareBid } from '../rules/bids';

const card = (name: CardName, copy = 0) => CARDS.indexOf(name) + copy;
const G = E.german;
const P = E.poland;
const withPile = (s: MedievalState, pile: number[]) => ({ ...s, pile });
const draw = (s: MedievalState, empire: number, seed = 1) => {
  const ctx = ctxOf(s, seed);
  drawEventCard(ctx, empire);
  return ctx;
};

describe('M20.1 the event deck', () => {
  it('holds 56 cards: 37 immediate (10 Quiet Years) and 19 holding', () => {
    expect(CARDS).toHaveLength(56);
    expect(CARDS.filter((c) => c === 'QuietYears')).toHaveLength(10);
  });
  it('an immediate card takes effect and goes to the discard pile', () => {
    const ctx = draw(withPile(opening(), [card('Bounty')]), P);
    expect(ctx.state.empires[P].gold).toBe(15 + 1);
    expect(ctx.state.discard).toEqual([card('Bounty')]);
  });
  it("a holding card goes to the drawer's hand", () => {
    expect(draw(withPile(opening(), [card('DiplomaticCoup')]), G).state.empires[G].held).toEqual([
      card('DiplomaticCoup'),
    ]);
  });
  it('an empty draw pile is made again from the discard pile', () => {
    const ctx = draw({ ...opening(), pile: [], discard: [card('QuietYears')] }, P);
    expect(typesOf(ctx.events)).toEqual(['EventDeckShuffled', 'EventCardDrawn']);
  });
  it('the order of the draw pile is hidden', () => {
    expect(medieval.redact({ type: 'EventDeckShuffled', pile: [3, 1] }, 0)).toEqual({
      type: 'EventDeckShuffled',
      pile: [-1, -1],
    });
    expect(medieval.redact({ type: 'EventCardReturned', empire: 4, card: 3, position: 7 }, 'spectator')).toMatchObject({
      position: -1,
    });
  });
});

describe('S001 33.24A event cards of an Independent Empire', () => {
  it('Missionary Fervor is shuffled back into the draw pile and another card drawn', () => {
    const ctx = newCtx(withPile(opening(), [card('MissionaryFervor'), card('QuietYears')]), fixedDice([1]));
    drawEventCard(ctx, P);
    expect(typesOf(ctx.events)).toEqual(['EventCardDrawn', 'EventCardReturned', 'EventCardDrawn']);
    expect(ctx.state.pile).toEqual([card('MissionaryFervor')]);
  });
  it('keeps at most three cards, discarding the unplayed card held longest', () => {
    const s = withEmpire(opening(), P, {
      held: [card('DiplomaticCoup'), card('DiplomaticCoup', 1)],
      lasting: [card('Enlargement')],
    });
    const ctx = draw(withPile(s, [card('Mercenaries')]), P);
    expect(ctx.events).toContainEqual({ type: 'EventCardDiscarded', empire: P, card: card('DiplomaticCoup') });
  });
  it('discards a lasting card in play only when it holds no unplayed card', () => {
    const s = withEmpire(opening(), P, {
      held: [],
      lasting: [card('Enlargement'), card('Enlargement', 1), card('Enlargement', 2)],
    });
    const ctx = draw(withPile(s, [card('TechnologicalWeapons')]), P);
    expect(ctx.events).toContainEqual({ type: 'EventCardDiscarded', empire: P, card: card('Enlargement') });
  });
  it('puts a lasting card in play at once', () => {
    expect(draw(withPile(opening(), [card('Enlargement')]), P).state.empires[P].lasting).toEqual([card('Enlargement')]);
  });
  it('plays Recognition of Claim as soon as an area is eligible, the one most like its court', () => {
    const s = withEmpire(withArea(opening(), A('silesia'), { owner: P, claims: 0, ties: 0 }), P, {
      held: [card('RecognitionOfClaim')],
    });
    const ctx = ctxOf(inTurn(s, P));
    independentPlays(ctx, P);
    expect(hasBit(ctx.state.areas[A('silesia')].claims, P)).toBe(true);
  });
  it("plays a Coup on its own non-court area bearing another empire's tie", () => {
    const s = withEmpire(withArea(opening(), A('silesia'), { owner: P, ties: 1 << G }), P, {
      held: [card('DiplomaticCoup')],
    });
    const ctx = ctxOf(inTurn(s, P));
    independentPlays(ctx, P);
    expect(ctx.state.areas[A('silesia')].ties).toBe(0);
  });
});

describe('M20.2 lasting and boosting cards', () => {
  it('Enlargement adds 1 gold to each taxation', () => {
    const ctx = ctxOf(withEmpire(opening(), P, { lasting: [card('Enlargement')] }));
    beginTaxation(ctx, P);
    expect(ctx.events).toContainEqual({ type: 'GoldChanged', empire: P, delta: 4, reason: 'crown income' });
  });
  it("Technological Weapons add 3 to the owner's conquest ER", () => {
    const s = opening();
    const o = attackOptions(s, P, 'conquest').find((x) => x.target === A('silesia'))!;
    expect(basicER(withEmpire(s, P, { lasting: [card('TechnologicalWeapons')] }), P, o) - basicER(s, P, o)).toBe(3);
  });
  it('Able Minister adds 2 to a ruling and is used up', () => {
    const s = withEmpire(opening(), P, { held: [card('AbleMinister')] });
    const o = domesticOptions(s, P, 'ruling')[0];
    expect(basicER(s, P, o) - basicER(opening(), P, o)).toBe(2);
  });
});

describe('M20.2 immediate cards', () => {
  it('Plague: every area of Pop 2 or more loses 1 SS', () => {
    const s = draw(withPile(opening(), [card('Plague')]), G).state;
    expect(s.areas[A('lorraine')].ss).toBe(opening().areas[A('lorraine')].ss - 1);
  });
  it('Famine: an area rolling 1-2 loses 1 SS and goes into unrest', () => {
    const ctx = newCtx(withPile(withArea(opening(), A('poland'), { unrest: false }), [card('Famine')]), fixedDice([2]));
    drawEventCard(ctx, P);
    expect(ctx.state.areas[A('poland')]).toMatchObject({ ss: 1, unrest: true });
    // M28.1: the area's d6 is written, named by its rule, before its effect.
    expect(ctx.events).toContainEqual({
      type: 'DiceRolled',
      rule: 'M20.2 Famine',
      area: A('poland'),
      seat: -1,
      empire: P,
      dice: [2],
    });
  });
  it('Trade Prospers: 1 gold per coastal area, at most 5', () => {
    const ctx = draw(withPile(opening(), [card('TradeProspers')]), E.byzantium);
    expect(ctx.events).toContainEqual(expect.objectContaining({ type: 'GoldChanged', delta: 5 }));
  });
  it('Schism: areas of another church or faith go into unrest', () => {
    const s = draw(withPile(withArea(opening(), A('brandenburg'), { unrest: false }), [card('Schism')]), G).state;
    expect(s.areas[A('brandenburg')].unrest).toBe(true);
  });
  it('Heresy: the Christian area with the highest SS becomes heretical', () => {
    const s = draw(withPile(opening(), [card('Heresy')]), P).state;
    expect(s.areas[A('poland')].heretical).toBe(true);
  });
  it('Heresy passes over an area already heretical and one that is not Christian', () => {
    // Poland (SS 2) is heretical already and Pomerania (SS 3) is made Moslem: Silesia (SS 1) is the one left.
    let s = withArea(opening(), A('poland'), { heretical: true });
    s = withArea(s, A('pomerania'), { owner: P, ss: 3, religion: opening().areas[A('jazira')].religion });
    s = withArea(s, A('silesia'), { owner: P, ss: 1 });
    const ctx = draw(withPile(s, [card('Heresy')]), P);
    expect(ctx.events).toContainEqual({ type: 'HeresySpread', area: A('silesia') });
  });
  it('Royal Marriage: a tie on an own area without one, and a claim if unclaimed (18.0(2b))', () => {
    const s = draw(
      withPile(withArea(opening(), A('poland'), { ties: 0, claims: 0 }), [card('RoyalMarriage')]),
      P,
    ).state;
    expect(hasBit(s.areas[A('poland')].ties, P) && hasBit(s.areas[A('poland')].claims, P)).toBe(true);
  });
  it("Pious Foundation: +1 SS on an own area of the leader's faith below its maximum", () => {
    expect(draw(withPile(opening(), [card('PiousFoundation')]), P).state.areas[A('poland')].ss).toBe(3);
  });
});

describe('M20.2 Raiders Strike and Rise of a Magnate', () => {
  it("Raiders Strike: the strongest group in its era raids the drawer's best-ranked target", () => {
    const s = { ...withPile(opening(), [card('RaidersStrike')]), round: 1 };
    const ctx = newCtx(s, fixedDice([40]));
    drawEventCard(ctx, G);
    // Saracens (Combat 5 in round 1) over Vikings and Magyars (4); the German Lombardy is their best target.
    expect(ctx.events.find((e) => e.type === 'RaidDeclared')).toMatchObject({ target: A('lombardy') });
  });
  it("Rise of a Magnate: the drawer's area in unrest with the highest Pop + SS breaks away to a Magnate", () => {
    const s = withPile(withArea(opening(), A('brandenburg'), { unrest: true }), [card('RiseOfAMagnate')]);
    const rome = s.areas[A('rome')];
    const ctx = newCtx(withArea(s, A('rome'), { unrest: false, ss: rome.ss }), Dice.fromSeed(2));
    drawEventCard(ctx, G);
    const m = ctx.state.areas[A('brandenburg')].magnate;
    expect(ctx.events).toContainEqual({ type: 'AreaRebelled', area: A('brandenburg'), from: G });
    expect(ctx.state.areas[A('brandenburg')].owner).toBe(-1);
    expect(m).toBeGreaterThanOrEqual(2);
  });
});

describe('M20.3 Leader Dies Heirless', () => {
  const heirless = (s: MedievalState, empire: number, dice: number[]) => {
    const ctx = newCtx(s, fixedDice(dice));
    leaderDiesHeirless(ctx, empire);
    return ctx;
  };
  it("removes all the drawer's ties, discards its Enlargements and brings a new dynasty", () => {
    const s = withEmpire(opening(), P, { lasting: [card('Enlargement')] });
    const ctx = heirless(s, P, [3, 4, 3, 4, 3, 4]);
    expect(ctx.state.areas.some((a) => hasBit(a.ties, P))).toBe(false);
    expect(ctx.state.empires[P].lasting).toEqual([]);
    expect(ctx.state.empires[P].leader).toMatchObject({ c: 3, a: 3, d: 3 });
  });
  it('puts every area but the court into unrest', () => {
    const s = withArea(opening(), A('silesia'), { owner: P, unrest: false });
    const ctx = heirless(s, P, [3, 4, 3, 4, 3, 4]);
    expect(ctx.state.areas[A('silesia')].unrest).toBe(true);
    expect(ctx.state.areas[A('poland')].unrest).toBe(false);
  });
  it('S001 33.45 on a non-player empire: each tied seat rolls 2d6 + D + ties − 12 for its new ties', () => {
    const s0 = opening(1);
    const ties = s0.empires[P].allianceTies.slice();
    ties[G] = 2;
    // heir 3-3-3; then Germany 6+6+3+2−12 = 5 → capped at 4 = threshold → 33.44: Germany 6+6+3, Poland 1+1+3.
    const ctx = heirless(withEmpire(s0, P, { allianceTies: ties }), P, [3, 4, 3, 4, 3, 4, 6, 6, 6, 6, 1, 1]);
    for (let i = 0; i < 6 && ctx.state.allianceQueue.length > 0; i++) {
      allianceQueueStep(ctx);
      if (ctx.state.allianceQueue[0]?.bids?.[0] === null) declareBid(ctx, { type: 'DeclareBid', gold: 0 }, 0);
    }
    expect(ctx.state.empires[P].allianceTies[G]).toBe(4);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'allied', seat: 0 });
  });
  it('S001 33.45 only seats whose Player Empire holds ties on the court roll; a seat without any does not', () => {
    const s0 = opening(2);
    const ties = s0.empires[P].allianceTies.slice();
    ties[G] = 2;
    // heir 3-3-3; Germany 1+1+3+2−12 < 0 → no ties left; France (seat 1) holds none and rolls nothing.
    const ctx = heirless(withEmpire(s0, P, { allianceTies: ties }), P, [3, 4, 3, 4, 3, 4, 1, 1]);
    for (let i = 0; i < 6 && ctx.state.allianceQueue.length > 0; i++) {
      allianceQueueStep(ctx);
      const bids = ctx.state.allianceQueue[0]?.bids ?? [];
      bids.forEach((b, seat) => b === null && declareBid(ctx, { type: 'DeclareBid', gold: 0 }, seat));
    }
    const rolls = ctx.events.filter((e) => e.type === 'DiceRolled' && e.rule === 'S001 33.45');
    expect(rolls.map((e) => (e as { seat: number }).seat)).toEqual([0]);
    expect(ctx.state.empires[P].allianceTies[G]).toBe(0);
  });
  it("S001 33.48 a Player Empire's heirless death ends its alliances", () => {
    const s0 = opening(1);
    const ties = s0.empires[P].allianceTies.slice();
    ties[G] = 4;
    const s = withEmpire(s0, P, { status: 'allied', seat: 0, allianceTies: ties });
    const ctx = heirless(s, G, [3, 4, 3, 4, 3, 4, ...Array(40).fill(1)]);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'independent', seat: -1 });
    expect(ctx.state.empires[P].allianceTies[G]).toBe(0);
  });
});

describe('M20.2 claim and coup cards played by a seat', () => {
  it('Recognition of Claim against a competing claim needs a tie (18.0(3a))', () => {
    const s = withArea(opening(1), A('silesia'), { owner: G, ties: 0, claims: 1 << P });
    expect(claimCardAreas(s, G, 'RecognitionOfClaim')).not.toContain(A('silesia'));
    expect(claimCardAreas(withArea(s, A('silesia'), { ties: 1 << G }), G, 'RecognitionOfClaim')).toContain(
      A('silesia'),
    );
  });
  it('Dynastic Inheritance gives a claim wherever the empire holds a tie, without ownership (18.0(4))', () => {
    const s = opening(1);
    const ctx = ctxOf(withEmpire(s, E.denmark, { held: [card('DynasticInheritance')] }));
    playHolding(ctx, E.denmark, card('DynasticInheritance'), A('mercia'), -1);
    expect(hasBit(ctx.state.areas[A('mercia')].claims, E.denmark)).toBe(true);
  });
  it('S001 33.42 an Independent never uses a Coup on ties against its own court', () => {
    const s0 = opening(1);
    const ties = s0.empires[P].allianceTies.slice();
    ties[G] = 2;
    const s = withEmpire(s0, P, { allianceTies: ties });
    expect(coupTargets(s, P).some((t) => t.area === A('poland'))).toBe(false);
    expect(coupTargets(s, E.france).some((t) => t.area === A('poland') && t.other === G)).toBe(true);
  });
});
