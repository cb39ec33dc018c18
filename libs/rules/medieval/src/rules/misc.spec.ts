import { A, E, ctxOf, inTurn, opening, withArea, withEmpire } from '../testing/fixtures';
import { attackOptions } from './endeavours';
import { checkCommunication } from './court';
import { victoryPoints } from './areas';
import { beginTaxation } from './taxation';
import { declareEndeavour } from './resolve';
import { medieval } from '../ruleset';
import { popAtLeastOne } from './areas';

describe('M18.5 line of communication', () => {
  it('an owned area with no chain of own areas to the court goes into unrest', () => {
    const s = withArea(opening(), A('hungary'), { owner: E.poland, unrest: false });
    const ctx = ctxOf(s);
    checkCommunication(ctx, E.poland);
    expect(ctx.state.areas[A('hungary')].unrest).toBe(true);
  });
  it('an area linked by land to the court stays calm', () => {
    const s = withArea(opening(), A('silesia'), { owner: E.poland, unrest: false });
    const ctx = ctxOf(s);
    checkCommunication(ctx, E.poland);
    expect(ctx.state.areas[A('silesia')].unrest).toBe(false);
  });
});

describe('M9.4 sea crossings', () => {
  it('a Conquest across one sea costs 1 more gold', () => {
    const o = attackOptions(opening(), E.denmark, 'conquest').find((x) => x.target === A('mercia'))!;
    expect(o).toMatchObject({ seas: 1, cost: 3 });
  });
});

describe('M17.3 crown income', () => {
  it('an empire in exile has no crown income', () => {
    const ctx = ctxOf(withEmpire(opening(), E.poland, { court: -1 }));
    beginTaxation(ctx, E.poland);
    expect(ctx.events.some((e) => e.type === 'GoldChanged')).toBe(false);
  });
});

describe('M26 victory points and ranks', () => {
  it('VP = per owned area max(1, Pop) + max(0, SS) + 3 if claimed, + gold / 10', () => {
    const s = opening();
    const poland = s.areas[A('poland')];
    expect(victoryPoints(s, E.poland)).toBe(
      popAtLeastOne(A('poland')) + Math.max(0, poland.ss) + 3 + Math.floor(15 / 10),
    );
  });
  it('the M27.3 starting VP of the German Empire is 74', () => {
    expect(victoryPoints(opening(), E.german)).toBe(74);
  });
  it('ties in score go to more owned areas', () => {
    const s = { ...opening(2), phase: 'ended' as const, scores: [50, 50] };
    expect(medieval.outcome(s)!.ranks).toEqual([1, 2]);
  });
});

describe('M22.4(b) leaving exile', () => {
  it('an exile that conquers an area of its language and religion makes it its court', () => {
    let s = inTurn(withEmpire(opening(), E.poland, { court: -1, cards: [56], gold: 20 }), E.poland);
    s = withArea(s, A('poland'), { owner: -1 });
    s = withArea(s, A('lesser-poland'), { owner: E.poland });
    const ctx = ctxOf(s);
    declareEndeavour(ctx, E.poland, attackOptions(s, E.poland, 'conquest').find((o) => o.target === A('silesia'))!, 10);
    expect(ctx.state.empires[E.poland].court).toBe(A('silesia'));
  });
});

describe('M10.5 partial-conquest markers', () => {
  const marked = () =>
    withArea(
      withArea(opening(), A('silesia'), { owner: E.poland, markers: [E.german * 256 + A('brandenburg')] }),
      A('brandenburg'),
      { owner: E.german },
    );
  it("an attacker's markers go when the base they came through rebels", () => {
    const s = medieval.evolve(marked(), { type: 'AreaRebelled', area: A('brandenburg'), from: E.german });
    expect(s.areas[A('silesia')].markers).toEqual([]);
  });
  it('and when that base is conquered from it', () => {
    const s = medieval.evolve(marked(), {
      type: 'AreaConquered',
      area: A('brandenburg'),
      empire: E.poland,
      from: E.german,
      by: 'force',
    });
    expect(s.areas[A('silesia')].markers).toEqual([]);
  });
  it('markers through other bases stay', () => {
    const s = medieval.evolve(marked(), { type: 'AreaRebelled', area: A('saxony'), from: E.german });
    expect(s.areas[A('silesia')].markers).toHaveLength(1);
  });
});
