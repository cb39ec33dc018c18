import { A, E, ctxOf, inTurn, opening, typesOf, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalState } from '../state';
import { hasBit } from '../state';
import { basicER, diplomacyOptions, ownerModifier } from './endeavours';
import { declareEndeavour } from './resolve';
import { rebellionValue } from './areas';
import { counterGold } from '../turn-commands';

const G = E.german;
/** One seat: the German Empire is a Player Empire, every other empire Independent. */
const german = (cards: number[], seats = 1): MedievalState =>
  inTurn(withEmpire(opening(seats), G, { cards, gold: 20 }), G);

function diplomacy(s: MedievalState, empire: number, target: number, gold = 0) {
  const ctx = ctxOf(s);
  const o = diplomacyOptions(s, empire).find((x) => x.target === target);
  if (!o) throw new Error('not a legal diplomacy target');
  declareEndeavour(ctx, empire, o, gold);
  return ctx;
}
const resolved = (ctx: ReturnType<typeof diplomacy>) =>
  ctx.events.find((e) => e.type === 'EndeavourResolved') as { er: number; result: string };

describe('S003 12.1 the Diplomacy endeavour', () => {
  it('12.11 is made from the court', () => {
    expect(new Set(diplomacyOptions(german([50]), G).map((o) => o.base))).toEqual(new Set([A('lorraine')]));
  });

  it("12.11 exception: from exile the court term of the ER is 0, or the SS of the host's court under asylum (M22.3)", () => {
    const exiled = withEmpire(german([50]), G, { court: -1 });
    const o = diplomacyOptions(exiled, G).find((x) => x.target === A('bohemia'))!;
    expect(o.base).toBe(-1);
    const atCourt = diplomacyOptions(german([50]), G).find((x) => x.target === A('bohemia'))!;
    const courtSS = german([50]).areas[A('lorraine')].ss;
    expect(basicER(exiled, G, o)).toBe(basicER(german([50]), G, atCourt) - courtSS);
    // Denmark in exile with asylum from the German Empire (seat 0): Constantinople-like host court SS is Lorraine's.
    const hosted = inTurn(
      withEmpire(
        withEmpire(opening(1), E.denmark, { court: -1, status: 'allied', seat: 0, cards: [50], gold: 20 }),
        G,
        {},
      ),
      E.denmark,
    );
    const fromExile = diplomacyOptions(hosted, E.denmark).find((x) => x.target === A('bohemia'))!;
    const homeless = withEmpire(hosted, G, { court: -1 });
    expect(basicER(hosted, E.denmark, fromExile) - basicER(homeless, E.denmark, fromExile)).toBe(courtSS);
  });

  it('12.12 has no range limit and ignores the sea', () => {
    const far = diplomacyOptions(german([50]), G).find((o) => o.target === A('ireland'));
    expect(far).toMatchObject({ seas: 0, cost: 1 });
  });

  it("12.13 may tie an area of the actor's own empire", () => {
    expect(diplomacyOptions(german([50]), G).some((o) => o.target === A('saxony'))).toBe(true);
  });

  it('12.14 never places a second tie of the same empire: a further T is ignored', () => {
    const ctx = diplomacy(german([50]), G, A('bohemia'));
    expect(resolved(ctx).result).toBe('T');
    expect(typesOf(ctx.events)).not.toContain('TieFormed');
  });

  it('12.14 may still conquer an area it already ties', () => {
    const ctx = diplomacy(german([56]), G, A('bohemia'));
    expect(resolved(ctx).result).toBe('C');
    expect(ctx.state.areas[A('bohemia')].owner).toBe(G);
  });

  it('12.15 lets several empires tie the same area', () => {
    const ctx = diplomacy(german([50]), G, A('mercia'));
    expect(hasBit(ctx.state.areas[A('mercia')].ties, G) && hasBit(ctx.state.areas[A('mercia')].ties, E.denmark)).toBe(
      true,
    );
  });

  it("12.16 is never made against another Player Empire's court", () => {
    const targets = diplomacyOptions(german([50], 2), G).map((o) => o.target);
    expect(targets).not.toContain(A('ile-de-france'));
  });

  it('12.16 with S001 33.41: the court of an Independent Empire may be targeted', () => {
    expect(diplomacyOptions(german([50], 2), G).map((o) => o.target)).toContain(A('constantinople'));
  });

  it('12.17 subtracts the Diplomatic stature of the owning empire', () => {
    // France's D is set away from 3, so the owner's stature cannot be mistaken for the flat 3 of an independent area.
    const withFrenchD = (d: number) =>
      withEmpire(german([50]), E.france, { leader: { ...german([50]).empires[E.france].leader, d } });
    expect(ownerModifier(withFrenchD(6), G, A('champagne'))).toBe(6);
    expect(ownerModifier(withFrenchD(1), G, A('champagne'))).toBe(1);
    const er = (d: number) => {
      const s = withFrenchD(d);
      return basicER(s, G, diplomacyOptions(s, G).find((o) => o.target === A('champagne'))!);
    };
    expect(er(1) - er(6)).toBe(5);
  });

  it("12.17 nothing is subtracted against its own ally's court, but the ally's Diplomatic stature is against its other areas", () => {
    let s = withEmpire(german([50]), E.poland, { status: 'allied', seat: 0 });
    s = withArea(s, A('silesia'), { owner: E.poland });
    expect(ownerModifier(s, G, A('poland'))).toBe(0);
    expect(ownerModifier(s, G, A('silesia'))).toBe(s.empires[E.poland].leader.d);
  });

  it('12.17 subtracts 3 against an independent area', () => {
    expect(ownerModifier(german([50]), G, A('mercia'))).toBe(3);
  });

  it('12.17 subtracts 5 against independent Venice', () => {
    expect(ownerModifier(german([50]), G, A('venice'))).toBe(5);
  });

  it('12.2 costs 1 gold and extra gold raises the ER one for one', () => {
    const plain = diplomacy(german([50]), G, A('mercia'));
    const paid = diplomacy(german([50]), G, A('mercia'), 2);
    expect(paid.state.empires[G].gold).toBe(20 - 1 - 2);
    expect(resolved(paid).er - resolved(plain).er).toBe(2);
  });

  it('12.3 T places a tie', () => {
    const ctx = diplomacy(german([50]), G, A('mercia'));
    expect(ctx.events).toContainEqual({ type: 'TieFormed', empire: G, area: A('mercia') });
  });

  it('12.3 a plain C conquers without a tie', () => {
    const ctx = diplomacy(german([56]), G, A('mercia'));
    expect(ctx.state.areas[A('mercia')].owner).toBe(G);
    expect(hasBit(ctx.state.areas[A('mercia')].ties, G)).toBe(false);
  });

  it('12.3 T/C places a tie and conquers', () => {
    const ctx = diplomacy(german([56]), G, A('mercia'), 4);
    expect(resolved(ctx).result).toBe('T/C');
    expect(ctx.state.areas[A('mercia')]).toMatchObject({ owner: G });
    expect(hasBit(ctx.state.areas[A('mercia')].ties, G)).toBe(true);
  });

  it('12.31 a diplomatic conquest is total whatever the population, brings no unrest and keeps the fort', () => {
    const s = withArea(german([56]), A('provence'), { fort: 2, unrest: false });
    const ctx = diplomacy(s, G, A('provence'), 6);
    expect(ctx.state.areas[A('provence')]).toMatchObject({ owner: G, fort: 2, unrest: false });
  });
});

describe('S003 12.4 effects of ties', () => {
  const calm = (s: MedievalState) => withArea(s, A('saxony'), { unrest: false, fort: 0 });
  it("12.41(1) an owner's tie subtracts 2 from the rebellion value", () => {
    const s = calm(german([]));
    const tied = rebellionValue(s, A('saxony'), 0);
    const untied = rebellionValue(withArea(s, A('saxony'), { ties: 0 }), A('saxony'), 0);
    expect(untied - tied).toBe(2);
  });

  it("12.41(2) other empires' ties add a flat 2, not 2 per tie", () => {
    const s = calm(german([]));
    const base = rebellionValue(withArea(s, A('saxony'), { ties: 1 << G }), A('saxony'), 0);
    const one = rebellionValue(withArea(s, A('saxony'), { ties: (1 << G) | (1 << E.france) }), A('saxony'), 0);
    const two = rebellionValue(
      withArea(s, A('saxony'), { ties: (1 << G) | (1 << E.france) | (1 << E.poland) }),
      A('saxony'),
      0,
    );
    expect([one - base, two - base]).toEqual([2, 2]);
  });

  it('12.42 ties are not broken by a change of owner', () => {
    const ctx = diplomacy(german([56]), G, A('mercia'));
    expect(hasBit(ctx.state.areas[A('mercia')].ties, E.denmark)).toBe(true);
  });
});

describe('M12.2 counter-gold', () => {
  const asked = () => {
    const s = inTurn(withEmpire(opening(2), G, { cards: [40], gold: 20 }), G);
    const ctx = ctxOf(s);
    declareEndeavour(ctx, G, diplomacyOptions(s, G).find((o) => o.target === A('champagne'))!, 4);
    return ctx;
  };
  it('the owner of a Diplomacy target run by a seat is asked for counter-gold before the card is turned', () => {
    const ctx = asked();
    expect(ctx.state.pending).toMatchObject({ kind: 'counterGold', empire: E.france, seat: 1 });
    expect(typesOf(ctx.events)).not.toContain('EndeavourResolved');
  });
  it("each gold takes 1 off the actor's ER", () => {
    const a = asked();
    counterGold(a, { type: 'CounterGold', gold: 0 }, a.state.pending!);
    const b = asked();
    counterGold(b, { type: 'CounterGold', gold: 3 }, b.state.pending!);
    expect(resolved(a).er - resolved(b).er).toBe(3);
    expect(b.state.empires[E.france].gold).toBe(20 - 3);
  });
  it('an Independent owner spends none', () => {
    const ctx = diplomacy(german([40]), G, A('champagne'));
    expect(typesOf(ctx.events)).toContain('EndeavourResolved');
  });
});
