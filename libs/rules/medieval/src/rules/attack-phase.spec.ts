import { A, E, ctxOf, fixedDice, opening, typesOf, withArea, withEmpire } from '../testing/fixtures';
import { newCtx, type Ctx } from '../ctx';
import type { MedievalState } from '../state';
import { attackPhaseStep, magnateChoice } from './attack-phase';
import { MILLENNIUM } from '../data/millennium';
import { Dice } from '@empires/rules-kernel';
import { isLandLinked } from '../map/geo';
import { readCard } from './year-tables';

const inPhase = (s: MedievalState, group = 0, raidsLeft = -1, magnate = 0): MedievalState => ({
  ...s,
  round: 1,
  attackPhase: { group, raidsLeft, magnate },
});
const VIKINGS = MILLENNIUM.raiders.findIndex((r) => r.id === 'vikings');
const MAGYARS = MILLENNIUM.raiders.findIndex((r) => r.id === 'magyars');
const step = (ctx: Ctx) => attackPhaseStep(ctx, () => undefined);

describe('M23 raiders', () => {
  it('M23.2 a group raids when its d6 is at most its activity', () => {
    const ctx = newCtx(inPhase(opening(), VIKINGS), fixedDice([4]));
    step(ctx);
    expect(ctx.events).toEqual([{ type: 'RaiderActivityRolled', group: VIKINGS, roll: 4, raids: 3 }]);
  });
  it('M23.2 otherwise it takes a break', () => {
    const ctx = newCtx(inPhase(opening(), VIKINGS), fixedDice([5]));
    step(ctx);
    expect(ctx.events[0]).toMatchObject({ raids: 0 });
  });
  it('M23.2 a group is removed for good when one empire owns all its homelands', () => {
    const s = withArea(withArea(opening(), A('norway'), { owner: E.denmark }), A('sweden'), { owner: E.denmark });
    const ctx = newCtx(inPhase(s, VIKINGS), fixedDice([]));
    step(ctx);
    expect(ctx.events).toEqual([{ type: 'RaiderGroupRemoved', group: VIKINGS }]);
  });
  it('M23.3 raids the target with the highest Pop + SS (Wessex for the Vikings in 976)', () => {
    const ctx = newCtx(inPhase(opening(), VIKINGS, 3), fixedDice([40]));
    step(ctx);
    expect(ctx.events[0]).toMatchObject({ type: 'RaidDeclared', target: A('wessex') });
  });
  it('M23.3 a raid at ER Combat + Pop − SS − Fort costs the target 1 SS on G, and the gold is lost', () => {
    const ctx = newCtx(inPhase(opening(), VIKINGS, 3), fixedDice([40]));
    step(ctx);
    expect(ctx.events.find((e) => e.type === 'IndependentAttackResolved')).toMatchObject({ result: 'G' });
    expect(ctx.state.areas[A('wessex')].ss).toBe(opening().areas[A('wessex')].ss - 1);
    expect(typesOf(ctx.events)).not.toContain('GoldChanged');
  });
  it('M13 the owner of a raided area defends (an Independent spends 2)', () => {
    const s = withEmpire(withArea(opening(), A('wessex'), { owner: E.denmark }), E.denmark, { cards: [30], gold: 5 });
    const ctx = newCtx(inPhase(s, VIKINGS, 3), fixedDice([40]));
    step(ctx);
    expect(typesOf(ctx.events)).toContain('DefenseDeclared');
    expect(ctx.state.areas[A('wessex')].attacked).toBe(true);
  });
  it('a group outside its era does nothing', () => {
    const ctx = newCtx({ ...inPhase(opening(), MAGYARS), round: 6 }, fixedDice([]));
    step(ctx);
    expect(ctx.events).toEqual([{ type: 'RaiderGroupDone', group: MAGYARS }]);
  });
});

describe('M24 Magnates', () => {
  it('M24.5 Samuel and Skleros are in play at the start', () => {
    const s = opening();
    expect(s.areas[A('ochrid')].magnate).toBe(0);
    expect(s.areas[A('cappadocia')].magnate).toBe(1);
  });
  it('M24.2 conquers the adjacent area with the highest ER when that ER is +1 or more', () => {
    const s = opening();
    const choice = magnateChoice(ctxOf(s), 0)!;
    expect(choice.kind).toBe('conquest');
    expect(s.areas[choice.base].magnate).toBe(0);
    // ER = Combat + SS of the base - SS - Fort of the target, over every land-linked pair.
    const held = s.areas.map((a, i) => (a.magnate === 0 ? i : -1)).filter((i) => i >= 0);
    const er = (b: number, t: number) => s.magnates[0].combat + s.areas[b].ss - s.areas[t].ss - s.areas[t].fort;
    const ers = held.flatMap((b) =>
      s.areas.flatMap((a, t) => (a.magnate !== 0 && isLandLinked(b, t) ? [er(b, t)] : [])),
    );
    expect(er(choice.base, choice.target)).toBe(Math.max(...ers));
    expect(Math.max(...ers)).toBeGreaterThan(Math.min(...ers));
  });

  it('M24.2 a Magnate holding as many areas as the conquest limit only pillages', () => {
    const s = opening();
    const near = s.areas.map((_, t) => t).filter((t) => t !== A('ochrid') && isLandLinked(A('ochrid'), t));
    const four = near
      .slice(0, s.options.magnateConquestLimit - 1)
      .reduce((x, t) => withArea(x, t, { magnate: 0, owner: -1 }), s);
    expect(four.areas.filter((a) => a.magnate === 0)).toHaveLength(s.options.magnateConquestLimit);
    const pillage = magnateChoice(ctxOf(four), 0)!;
    expect(pillage.kind).toBe('pillage');
    expect(four.areas[pillage.target].magnate).not.toBe(0);
    const three = withArea(four, near[0], { magnate: -1 });
    expect(magnateChoice(ctxOf(three), 0)?.kind).toBe('conquest');
  });
  it('M24.2 the ER of a target is the one from the best base: the held area next to it giving the highest ER', () => {
    // Samuel (Combat 4) holds Ochrid (SS 2) and Serbia (SS −2), both next to Bulgaria (SS 0, fort 1); every other
    // target is out of reach behind a fort of 9. Bulgaria: 4 + 2 − 1 = 5 from Ochrid, 4 − 2 − 1 = 1 from Serbia.
    let s = withArea(withArea(opening(), A('ochrid'), { ss: 2 }), A('serbia'), { magnate: 0, owner: -1, ss: -2 });
    for (const t of ['thessalonica', 'hellas', 'adrianople']) s = withArea(s, A(t), { fort: 9 });
    s = withArea(s, A('bulgaria'), { ss: 0, fort: 1 });
    expect(magnateChoice(newCtx(s, fixedDice([])), 0)).toEqual({
      kind: 'conquest',
      base: A('ochrid'),
      target: A('bulgaria'),
    });
  });
  it('M24.2 targets of equal ER: the one most like the Magnate’s court (M25.3), with no die', () => {
    // From Ochrid (SS 2): Serbia and Hellas both at 4 + 2 − 0 − 0 = 6; Serbia shares Ochrid's language, Hellas does not.
    let s = withArea(opening(), A('ochrid'), { ss: 2 });
    for (const t of ['bulgaria', 'thessalonica', 'adrianople']) s = withArea(s, A(t), { fort: 9 });
    s = withArea(withArea(s, A('serbia'), { ss: 0, fort: 0 }), A('hellas'), { ss: 0, fort: 0 });
    expect(magnateChoice(newCtx(s, fixedDice([])), 0)).toMatchObject({ kind: 'conquest', target: A('serbia') });
  });
  it('M24.2 / M22.1 an empire whose court a Magnate takes makes a new court at once', () => {
    // Bulgaria is made the Byzantine court, Samuel's only target (the others behind forts of 9), undefended.
    const B = E.byzantium;
    let s = withArea(opening(), A('ochrid'), { ss: 2 });
    for (const t of ['serbia', 'thessalonica', 'hellas', 'adrianople']) s = withArea(s, A(t), { fort: 9 });
    s = withEmpire(withArea(s, A('bulgaria'), { ss: 0, fort: 0 }), B, { court: A('bulgaria'), cards: [] });
    const conquest = Array.from({ length: 56 }, (_, i) => i + 1).find((c) => readCard('conquest', 6, c) === 'C')!;
    const ctx = newCtx(inPhase(s, MILLENNIUM.raiders.length), fixedDice([conquest, 1, 1, 1, 1]));
    step(ctx);
    expect(ctx.state.areas[A('bulgaria')].magnate).toBe(0);
    const court = ctx.state.empires[B].court;
    expect(court).toBeGreaterThanOrEqual(0);
    expect(ctx.state.areas[court].owner).toBe(B);
    expect(ctx.events).toContainEqual({ type: 'CourtMoved', empire: B, area: court });
  });
  it('M24.2 pillages when no conquest reaches +1', () => {
    const s = { ...opening(), magnates: opening().magnates.map((m, i) => (i === 0 ? { ...m, combat: 0 } : m)) };
    const strong = { ...s, areas: s.areas.map((a) => ({ ...a, fort: 3 })) };
    expect(magnateChoice(ctxOf(strong), 0)?.kind ?? 'nothing').not.toBe('conquest');
  });
  it('the whole phase runs and ends', () => {
    const ctx = newCtx(inPhase(opening()), Dice.fromSeed(3));
    for (let i = 0; i < 100 && ctx.state.attackPhase; i++) step(ctx);
    expect(ctx.state.attackPhase).toBeNull();
  });
});
