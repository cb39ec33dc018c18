import { A, E, ctxOf, inTurn, opening, typesOf, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalState } from '../state';
import { attackOptions, basicER, domesticOptions, seaAdjusted } from './endeavours';
import { declareEndeavour, resolveEndeavour } from './resolve';
import { readCard } from './year-tables';
import { newCtx } from '../ctx';
import { Dice } from '@empires/rules-kernel';
import { scheduledEvents } from '../flow/scheduled';

const P = E.poland;
const poland = (cards: number[], gold = 20): MedievalState => inTurn(withEmpire(opening(), P, { cards, gold }), P);
function act(s: MedievalState, kind: 'conquest' | 'pillage' | 'ruling' | 'fortification', target: number, gold = 0) {
  const ctx = ctxOf(s);
  const options = kind === 'conquest' || kind === 'pillage' ? attackOptions(s, P, kind) : domesticOptions(s, P, kind);
  declareEndeavour(ctx, P, options.find((o) => o.target === target)!, gold);
  return ctx;
}

describe('M8 Year Cards', () => {
  it('card 34 at pillage ER +4 gives G (the PBEM fact)', () => {
    expect(readCard('pillage', 4, 34)).toBe('G');
  });
  it('reads bands at the steps +1, +5 and +8', () => {
    expect([readCard('conquest', 0, 33), readCard('conquest', 1, 33)]).toEqual(['0', 'C']);
  });
});

describe('M9 common rules', () => {
  it('M9.1 a conquest costs 2 gold', () => {
    expect(attackOptions(poland([]), P, 'conquest').find((o) => o.target === A('silesia'))!.cost).toBe(2);
  });
  it('M9.4 two sea areas halve a positive ER and make a negative one half as bad again', () => {
    expect([seaAdjusted(5, 2), seaAdjusted(-3, 2), seaAdjusted(5, 1)]).toEqual([2, -5, 5]);
  });
  it('M9.3 conquest ER = C + SS base − SS target − fort − language − religion', () => {
    // Poland 3 + 2 − Silesia 1 − 0, same language and church.
    const o = attackOptions(poland([]), P, 'conquest').find((x) => x.target === A('silesia'))!;
    expect(basicER(poland([]), P, o)).toBe(4);
  });
  it('M9.5.1 one Year Card per endeavour: the card is used up', () => {
    const ctx = act(poland([30, 31]), 'ruling', A('poland'));
    expect(ctx.state.empires[P].cards).toEqual([31]);
  });
});

describe('M10 conquest', () => {
  it('a C places a marker; the conquest completes at the population (at least 1)', () => {
    const ctx = act(poland([48]), 'conquest', A('silesia'), 5);
    expect(ctx.state.areas[A('silesia')]).toMatchObject({ owner: P, unrest: true });
  });

  it('an area of population 2 needs two C results: the owner keeps it after one', () => {
    const s = inTurn(withEmpire(opening(), E.german, { cards: [48], gold: 20 }), E.german);
    const ctx = ctxOf(withEmpire(s, E.burgundy, { cards: [] }));
    declareEndeavour(
      ctx,
      E.german,
      attackOptions(ctx.state, E.german, 'conquest').find((o) => o.target === A('provence'))!,
      10,
    );
    expect(ctx.state.areas[A('provence')].owner).toBe(E.burgundy);
    expect(ctx.state.areas[A('provence')].markers).toHaveLength(1);
  });

  it('complete conquest reduces the fort by 1', () => {
    const ctx = act(withArea(poland([48]), A('silesia'), { fort: 2 }), 'conquest', A('silesia'), 8);
    expect(ctx.state.areas[A('silesia')].fort).toBe(1);
  });

  it('-B costs the base 1 SS', () => {
    const ctx = act(poland([1]), 'conquest', A('silesia'));
    expect(ctx.state.areas[A('poland')].ss).toBe(1);
  });
});

describe('M11 pillage', () => {
  it('G gives max(1, Pop + SS) gold and costs the target 1 SS; ownership never changes', () => {
    const ctx = act(poland([40], 0), 'pillage', A('silesia'));
    expect(ctx.state.empires[P].gold).toBe(2);
    expect(ctx.state.areas[A('silesia')]).toMatchObject({ ss: 0, owner: -1 });
  });
  it('an area at SS −3 cannot be pillaged', () => {
    const s = withArea(poland([40]), A('silesia'), { ss: -3 });
    expect(attackOptions(s, P, 'pillage').some((o) => o.target === A('silesia'))).toBe(false);
  });
});

describe('M13 Defense', () => {
  const attackOnPoland = (germanCard: number, polishCard: number) => {
    let s = inTurn(withEmpire(opening(1), E.german, { cards: [germanCard], gold: 20 }), E.german);
    s = withEmpire(s, P, { cards: [polishCard], gold: 10 });
    const ctx = ctxOf(s);
    declareEndeavour(ctx, E.german, attackOptions(s, E.german, 'pillage').find((o) => o.target === A('poland'))!, 0);
    return ctx;
  };
  it("the defender's Combat is taken off the attacker's ER", () => {
    const ctx = attackOnPoland(40, 20);
    const er = (ctx.events.find((e) => e.type === 'EndeavourResolved') as { er: number }).er;
    const o = attackOptions(ctx.state, E.german, 'pillage').find((x) => x.target === A('poland'))!;
    expect(er).toBe(basicER({ ...ctx.state, areas: opening().areas }, E.german, o) - 3);
  });
  it("H cancels the target's SS loss but not the gold", () => {
    const ctx = attackOnPoland(56, 45);
    expect(ctx.state.areas[A('poland')].ss).toBe(2);
    expect(ctx.events.find((e) => e.type === 'DefenseResolved')).toMatchObject({ result: 'H' });
    expect(typesOf(ctx.events)).toContain('GoldChanged');
  });
});

describe('M14 / M15 fortification and ruling', () => {
  it('F raises the fort by one', () => {
    expect(act(poland([56]), 'fortification', A('poland')).state.areas[A('poland')].fort).toBe(2);
  });
  it('R+ raises SS toward the maximum and removes unrest', () => {
    const ctx = act(withArea(poland([56]), A('poland'), { unrest: true }), 'ruling', A('poland'));
    expect(ctx.state.areas[A('poland')]).toMatchObject({ ss: 3, unrest: false });
  });
  it('Calm only removes unrest', () => {
    // ER 3 − |−3| = 0 (band B): card 40 reads Calm.
    const ctx = act(withArea(poland([40]), A('poland'), { unrest: true, ss: -3 }), 'ruling', A('poland'));
    expect(ctx.state.areas[A('poland')]).toMatchObject({ ss: -3, unrest: false });
  });
  it('resolving with nothing declared does nothing', () => {
    const ctx = newCtx(poland([]), Dice.fromSeed(1));
    resolveEndeavour(ctx);
    expect(ctx.events).toEqual([]);
  });
});

describe('M16 conversion', () => {
  const denmark = (cards: number[]) => inTurn(withEmpire(opening(), E.denmark, { cards, gold: 20 }), E.denmark);
  it('targets own areas of another faith or church, or heretical ones, at cost 1', () => {
    const targets = domesticOptions(denmark([]), E.denmark, 'conversion');
    expect(targets.map((o) => o.target)).toEqual([A('norway')]);
    expect(targets[0].cost).toBe(1);
  });
  it('subtracts the conversion differential: 2 for Indo-European pagans facing a Christian', () => {
    const s = denmark([]);
    const o = domesticOptions(s, E.denmark, 'conversion')[0];
    // A 4 + SS 0 − fort 0 − Lg 0 − (10 − 8).
    expect(basicER(s, E.denmark, o)).toBe(2);
  });
  it("V gives the area the leader's religion and church", () => {
    const ctx = ctxOf(denmark([56]));
    declareEndeavour(ctx, E.denmark, domesticOptions(ctx.state, E.denmark, 'conversion')[0], 0);
    expect(ctx.state.areas[A('norway')].religion).toBe(ctx.state.empires[E.denmark].religion);
  });
});

describe('M27.6 scheduled events', () => {
  it('round 3, Baptism of Rus: pagan East Slavonic areas and the Kievan leader become Orthodox', () => {
    const ctx = ctxOf({ ...opening(), round: 2 });
    scheduledEvents(ctx, 3);
    const orthodox = ctx.state.areas[A('constantinople')].religion;
    expect(ctx.state.areas[A('kiev')].religion).toBe(orthodox);
    expect(ctx.state.empires[E.kiev].religion).toBe(orthodox);
  });
  it('round 6, Crown of St Stephen: Hungary becomes Catholic if still pagan', () => {
    const ctx = ctxOf(opening());
    scheduledEvents(ctx, 6);
    expect(ctx.state.areas[A('hungary')].religion).toBe(ctx.state.areas[A('lorraine')].religion);
  });
});

describe('M10.6 cancelling conquest markers', () => {
  it('a Conquest from a partly conquered area against the base a marker came through removes that marker', () => {
    // Poland holds Silesia with a German marker that came through German Brandenburg.
    let s = withArea(poland([48]), A('silesia'), { owner: P, markers: [E.german * 256 + A('brandenburg')] });
    s = withArea(s, A('brandenburg'), { owner: E.german });
    const ctx = ctxOf(withEmpire(s, E.german, { cards: [] }));
    const o = attackOptions(ctx.state, P, 'conquest').find(
      (x) => x.base === A('silesia') && x.target === A('brandenburg'),
    )!;
    declareEndeavour(ctx, P, o, 10, true);
    expect(ctx.state.areas[A('silesia')].markers).toEqual([]);
    expect(ctx.state.areas[A('brandenburg')].markers).toEqual([]);
  });
});
