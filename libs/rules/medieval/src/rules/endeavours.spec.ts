import { A, E, ctxOf, inTurn, opening, typesOf, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalState } from '../state';
import { attackOptions, basicER, domesticOptions, seaAdjusted } from './endeavours';
import { declareEndeavour, resolveEndeavour } from './resolve';
import { readCard, type TableKind } from './year-tables';
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

/** M8.3 as the design writes it: per table, band A..E, each result with its card numbers. */
const M8_3: Record<TableKind, string[]> = {
  conquest: [
    '-B 1-20, 0 21-54, C 55-56',
    '-B 1-10, 0 11-44, C 45-53, C* 54-56',
    '-B 1-5, 0 6-32, C 33-48, C* 49-56',
    '-B 1-2, 0 3-20, C 21-44, C* 45-56',
    '0 1-10, C 11-40, C* 41-56',
  ],
  pillage: [
    '-B 1-16, 0 17-50, -T 51-54, G 55-56',
    '-B 1-8, 0 9-38, -T 39-44, G 45-54, GU 55-56',
    '-B 1-4, 0 5-24, -T 25-30, G 31-50, GU 51-56',
    '-B 1, 0 2-12, -T 13-18, G 19-46, GU 47-56',
    '0 1-4, -T 5-8, G 9-42, GU 43-56',
  ],
  diplomacy: [
    '-B 1-8, 0 9-53, T 54-56',
    '-B 1-4, 0 5-44, T 45-55, C 56',
    '-B 1-2, 0 3-31, T 32-53, C 54-55, T/C 56',
    '0 1-21, T 22-51, C 52-54, T/C 55-56',
    '0 1-12, T 13-48, C 49-52, T/C 53-56',
  ],
  ruling: [
    '-1 1-18, 0 19-48, Calm 49-54, R+ 55-56',
    '-1 1-10, 0 11-36, Calm 37-46, R+ 47-56',
    '-1 1-4, 0 5-20, Calm 21-30, R+ 31-56',
    '-1 1, 0 2-10, Calm 11-18, R+ 19-56',
    '0 1-2, Calm 3-8, R+ 9-56',
  ],
  fortification: [
    '-1 1-16, 0 17-52, F 53-56',
    '-1 1-8, 0 9-42, F 43-56',
    '-1 1-4, 0 5-26, F 27-56',
    '-1 1, 0 2-14, F 15-56',
    '0 1-4, F 5-56',
  ],
  conversion: [
    '-1U 1-18, 0 19-55, V 56',
    '-1U 1-12, 0 13-50, V 51-56',
    '-1U 1-6, 0 7-40, V 41-56',
    '-1U 1-2, 0 3-30, V 31-56',
    '0 1-20, V 21-56',
  ],
  defense: [
    '-D 1-12, 0 13-52, H 53-56',
    '-D 1-6, 0 7-46, H 47-54, X 55-56',
    '-D 1-3, 0 4-38, H 39-50, X 51-56',
    '-D 1, 0 2-30, H 31-46, X 47-56',
    '0 1-22, H 23-42, X 43-56',
  ],
};
/** The ER that falls in each band A..E (M8.1). */
const BAND_ER = [-4, 0, 1, 5, 8];

describe('M8 Year Cards', () => {
  it.each(Object.keys(M8_3) as TableKind[])('M8.3 the %s table gives each card the result of the design', (kind) => {
    M8_3[kind].forEach((row, band) => {
      const expected = row.split(', ').flatMap((cell) => {
        const [code, range] = cell.split(' ');
        const [from, to = from] = range.split('-').map(Number);
        return Array.from({ length: to - from + 1 }, () => code);
      });
      const read = Array.from({ length: 56 }, (_, i) => readCard(kind, BAND_ER[band], i + 1));
      expect(read).toEqual(expected);
    });
  });
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
  it('M9.3 pillage ER = C + SS base + Pop target − SS target − fort − language − religion', () => {
    // Poland 3 + 2 + Silesia's population 1 − its SS 1, same language and church.
    const o = attackOptions(poland([]), P, 'pillage').find((x) => x.target === A('silesia'))!;
    expect(basicER(poland([]), P, o)).toBe(5);
  });
  it('M9.3 ruling ER = A − abs(SS target) − language − religion: a low SS costs as much as a high one', () => {
    // Mieszko's Administrative stature 3, his own court Poland at SS +2 or −2.
    const ruling = (ss: number) => {
      const s = withArea(poland([]), A('poland'), { ss });
      return basicER(s, P, domesticOptions(s, P, 'ruling').find((x) => x.target === A('poland'))!);
    };
    expect([ruling(2), ruling(-2), ruling(0)]).toEqual([1, 1, 3]);
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
  it("M8.2 X holds the target and costs the attacker's base 1 SS", () => {
    // Poland defends at C 3 + fort 1 = +4 (band C): card 56 reads X.
    const ctx = attackOnPoland(56, 56);
    expect(ctx.events.find((e) => e.type === 'DefenseResolved')).toMatchObject({ result: 'X' });
    const base = (ctx.events.find((e) => e.type === 'EndeavourDeclared') as { base: number }).base;
    expect(ctx.events).toContainEqual({ type: 'SocialStateChanged', area: base, ss: opening().areas[base].ss - 1 });
    expect(ctx.state.areas[A('poland')].ss).toBe(2);
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
  it('R+ on an area at its maximum SS leaves the SS there and still removes unrest', () => {
    // Poland's maximum SS is 3: ER 3 − 3 = 0 (band B), card 56 reads R+.
    const ctx = act(withArea(poland([56]), A('poland'), { unrest: true, ss: 3 }), 'ruling', A('poland'));
    expect(ctx.state.areas[A('poland')]).toMatchObject({ ss: 3, unrest: false });
    expect(typesOf(ctx.events)).not.toContain('SocialStateChanged');
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
    // The record names the event, for the history of the game.
    expect(ctx.events[0]).toEqual({ type: 'ScheduledEventHappened', id: 'baptism-of-rus', round: 3 });
  });
  it('round 6, Crown of St Stephen: Hungary becomes Catholic if still pagan', () => {
    const ctx = ctxOf(opening());
    scheduledEvents(ctx, 6);
    expect(ctx.state.areas[A('hungary')].religion).toBe(ctx.state.areas[A('lorraine')].religion);
    expect(ctx.events[0]).toEqual({ type: 'ScheduledEventHappened', id: 'crown-of-saint-stephen', round: 6 });
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
