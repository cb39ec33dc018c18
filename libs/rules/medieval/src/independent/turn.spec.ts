import { A, E, ctxOf, inTurn, opening, typesOf, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalState } from '../state';
import { independentStep } from './turn';
import { declareEndeavour } from '../rules/resolve';
import { attackOptions } from '../rules/endeavours';
import type { Ctx } from '../ctx';

const P = E.poland;
const playTurn = (s: MedievalState, seed = 1): Ctx => {
  const ctx = ctxOf(s, seed);
  while (ctx.state.turn) independentStep(ctx);
  return ctx;
};
/** Poland; Bohemia is made German so that only Lesser Poland is an independent Polish neighbour of Silesia. */
const poland = (patch = {}, cards = [30, 30, 30, 30, 30]) =>
  inTurn(withArea(withEmpire(opening(), P, { gold: 15, cards, ...patch }), A('bohemia'), { owner: E.german }), P);

describe('S001 33.22-33.24 the Independent Empire turn', () => {
  it('33.24B postpones taxation when no area but the court can be taxed at rebellion value 1, and taxes in D', () => {
    const ctx = playTurn(poland());
    const types = typesOf(ctx.events);
    expect(types[0]).toBe('TaxationPostponed');
    expect(types.indexOf('TaxationBegan')).toBeGreaterThan(types.indexOf('EndeavourResolved'));
  });

  it('33.24B taxes first when a non-court area can be taxed, the court included', () => {
    // Silesia and Lesser Poland owned, calm, Polish and Catholic: RV 0, so a levy of 1 keeps it at 1.
    const s = withArea(withArea(poland(), A('silesia'), { owner: P, ss: 2, fort: 0 }), A('lesser-poland'), {
      owner: P,
    });
    const ctx = playTurn(s);
    expect(ctx.events[0]).toEqual({ type: 'TaxationBegan', empire: P });
    const levied = ctx.events.filter((e) => e.type === 'TaxLevied').map((e) => (e as { area: number }).area);
    expect(levied).toContain(A('silesia'));
  });

  it('33.24B levies the largest amount keeping the rebellion value at most 1', () => {
    // Silesia: SS 2 (cap 2), fort 1: RV -1, so the levy is 2 (RV 1), within the cap.
    const s = withArea(withArea(poland(), A('silesia'), { owner: P, ss: 2, fort: 1 }), A('lesser-poland'), {
      owner: P,
    });
    const ctx = playTurn(s);
    const silesia = ctx.events.find((e) => e.type === 'TaxLevied' && e.area === A('silesia'));
    expect(silesia).toMatchObject({ gold: 2 });
  });

  it('33.24B counts +1 for an independent neighbour of the same language and religion (M18.2)', () => {
    // Lesser Poland unowned: Silesia's RV is 0 before the levy, so it is levied 1.
    const s = withArea(withArea(poland(), A('silesia'), { owner: P, ss: 2, fort: 1 }), A('pomerania'), {
      owner: P,
      ss: 2,
      fort: 0,
    });
    const ctx = playTurn(s);
    expect(ctx.events.find((e) => e.type === 'TaxLevied' && e.area === A('silesia'))).toMatchObject({ gold: 1 });
  });

  it('33.23 makes at most four endeavours', () => {
    const ctx = playTurn(poland({ gold: 40 }, [30, 30, 30, 30, 30, 30, 30]));
    expect(ctx.events.filter((e) => e.type === 'EndeavourDeclared').length).toBe(4);
  });

  it('33.23 always keeps the last Year Card for Defense', () => {
    const ctx = playTurn(poland({}, [30, 30, 30]));
    expect(ctx.events.filter((e) => e.type === 'EndeavourDeclared').length).toBe(2);
    expect(ctx.state.empires[P].cards.length).toBe(1);
  });

  it('33.23 keeps two gold for Defense', () => {
    const ctx = playTurn(poland({ gold: 4 }));
    const spent = ctx.events
      .filter((e) => e.type === 'EndeavourDeclared')
      .reduce((n, e) => n + (e as { cost: number; gold: number }).cost + (e as { gold: number }).gold, 0);
    expect(4 - spent).toBeGreaterThanOrEqual(2);
  });

  it('33.23 defends whenever attacked while holding a Year Card and 2 gold, spending exactly 2', () => {
    let s = inTurn(withEmpire(opening(), E.german, { cards: [30], gold: 10 }), E.german);
    s = withEmpire(s, P, { cards: [20], gold: 5 });
    const ctx = ctxOf(s);
    const o = attackOptions(s, E.german, 'conquest').find((x) => x.target === A('poland'))!;
    declareEndeavour(ctx, E.german, o, 0);
    expect(ctx.events).toContainEqual({ type: 'DefenseDeclared', empire: P, gold: 0 });
    expect(ctx.state.empires[P].gold).toBe(3);
  });

  it('33.23 cannot defend with less than 2 gold', () => {
    let s = inTurn(withEmpire(opening(), E.german, { cards: [30], gold: 10 }), E.german);
    s = withEmpire(s, P, { cards: [20], gold: 1 });
    const ctx = ctxOf(s);
    declareEndeavour(ctx, E.german, attackOptions(s, E.german, 'conquest').find((x) => x.target === A('poland'))!, 0);
    expect(typesOf(ctx.events)).not.toContain('DefenseDeclared');
  });

  it('33.23 never makes Diplomacy', () => {
    const ctx = playTurn(poland({ gold: 40 }, [30, 30, 30, 30, 30, 30, 30]), 5);
    expect(ctx.events.some((e) => e.type === 'EndeavourDeclared' && e.kind === 'diplomacy')).toBe(false);
  });

  it('clears the attacked marks of its areas at the end of its turn', () => {
    const ctx = playTurn(withArea(poland(), A('poland'), { attacked: true }));
    expect(ctx.state.areas[A('poland')].attacked).toBe(false);
  });
});
