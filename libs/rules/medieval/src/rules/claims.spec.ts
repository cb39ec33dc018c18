import { A, E, ctxOf, inTurn, opening, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalState } from '../state';
import { hasBit } from '../state';
import { attackOptions, diplomacyOptions } from './endeavours';
import { declareEndeavour } from './resolve';
import { MAP } from '../data/millennium';
import { claimCardAreas } from '../cards/holding';
import { gainClaim, mayReceiveClaim } from './claims';
import { parleyAreas } from './parley';

const D = E.denmark;
const denmark = (cards: number[], s = opening()): MedievalState => inTurn(withEmpire(s, D, { cards, gold: 20 }), D);
const claims = (s: MedievalState, area: string) => s.areas[A(area)].claims;

function act(s: MedievalState, empire: number, kind: 'conquest' | 'diplomacy', target: number, gold = 0) {
  const ctx = ctxOf(s);
  const options = kind === 'diplomacy' ? diplomacyOptions(s, empire) : attackOptions(s, empire, kind);
  declareEndeavour(ctx, empire, options.find((o) => o.target === target)!, gold);
  return ctx.state;
}

describe('S003 18.0 claims', () => {
  it('18.0(1) the scenario places its claims', () => {
    const s = opening();
    expect(hasBit(claims(s, 'bohemia'), E.german) && hasBit(claims(s, 'lombardy'), E.burgundy)).toBe(true);
  });

  it('18.0(2a) taking an unclaimed area on which the conqueror holds a tie gives a claim', () => {
    // Denmark ties Mercia at start; Mercia (pop 1) falls to one C.
    const s = act(denmark([48]), D, 'conquest', A('mercia'), 10);
    expect(s.areas[A('mercia')].owner).toBe(D);
    expect(hasBit(claims(s, 'mercia'), D)).toBe(true);
  });

  it('18.0(2a) without a tie there is no claim', () => {
    const s = act(denmark([48], withArea(opening(), A('mercia'), { ties: 0 })), D, 'conquest', A('mercia'), 10);
    expect(s.areas[A('mercia')].owner).toBe(D);
    expect(claims(s, 'mercia')).toBe(0);
  });

  it('18.0(2b) an owner without a tie receives a claim when it forms one', () => {
    const s0 = denmark([40], withArea(opening(), A('mercia'), { owner: D, ties: 0 }));
    const s = act(s0, D, 'diplomacy', A('mercia'), 5);
    expect(hasBit(claims(s, 'mercia'), D)).toBe(true);
  });

  it('18.0(2d) a T/C result gives tie, ownership and claim', () => {
    const s = act(denmark([56], withArea(opening(), A('mercia'), { ties: 0 })), D, 'diplomacy', A('mercia'), 8);
    expect(s.areas[A('mercia')]).toMatchObject({ owner: D });
    expect(hasBit(s.areas[A('mercia')].ties, D) && hasBit(claims(s, 'mercia'), D)).toBe(true);
  });

  it('18.0(3) against a competing claim, conquest with a tie gives no claim', () => {
    const s = act(
      denmark([48], withArea(opening(), A('mercia'), { claims: 1 << E.france })),
      D,
      'conquest',
      A('mercia'),
      10,
    );
    expect(s.areas[A('mercia')].owner).toBe(D);
    expect(hasBit(claims(s, 'mercia'), D)).toBe(false);
  });

  it("18.0(2) a removed empire's claim still makes the area claimed", () => {
    const base = withEmpire(withArea(opening(), A('mercia'), { claims: 1 << E.poland }), E.poland, {
      status: 'removed',
    });
    const s = act(denmark([48], base), D, 'conquest', A('mercia'), 10);
    expect(hasBit(claims(s, 'mercia'), D)).toBe(false);
  });

  it('18.11 an empire holds at most one claim on an area (no second claim event)', () => {
    const s0 = denmark([40], withArea(opening(), A('mercia'), { owner: D, ties: 0, claims: 1 << D }));
    const ctx = ctxOf(s0);
    declareEndeavour(ctx, D, diplomacyOptions(s0, D).find((o) => o.target === A('mercia'))!, 5);
    expect(ctx.events.filter((e) => e.type === 'ClaimGained')).toHaveLength(0);
  });

  it('18.12 no claim on an area of another religion', () => {
    // Norway is Denmark's but pagan: a tie formed there gives no claim to a Christian leader.
    const s0 = denmark([40], withArea(opening(), A('norway'), { ties: 0, claims: 0 }));
    const s = act(s0, D, 'diplomacy', A('norway'), 5);
    expect(hasBit(s.areas[A('norway')].ties, D)).toBe(true);
    expect(claims(s, 'norway')).toBe(0);
  });

  it('18.12 either Christian church counts as the same religion', () => {
    const s0 = denmark(
      [40],
      withArea(opening(), A('mercia'), {
        owner: D,
        ties: 0,
        religion: MAP.religions.findIndex((r) => r.id === 'eastern-orthodox'),
      }),
    );
    expect(hasBit(claims(act(s0, D, 'diplomacy', A('mercia'), 5), 'mercia'), D)).toBe(true);
  });

  it('18.3(1) an Iberian Moslem area conquered by a Christian leader takes his church', () => {
    const B = E.burgundy;
    const s0 = inTurn(withEmpire(opening(), B, { cards: [56], gold: 20 }), B);
    const s = act(s0, B, 'conquest', A('valencia'), 10);
    expect(s.areas[A('valencia')]).toMatchObject({
      owner: B,
      religion: MAP.religions.findIndex((r) => r.id === 'roman-catholic'),
    });
  });

  it('18.3(1) is Iberian only: a Moslem area elsewhere conquered by a Christian leader keeps its faith', () => {
    const BZ = E.byzantium;
    const s0 = inTurn(withEmpire(opening(), BZ, { cards: [56], gold: 20 }), BZ);
    const s = act(s0, BZ, 'conquest', A('jazira'), 10);
    expect(s.areas[A('jazira')]).toMatchObject({ owner: BZ, religion: opening().areas[A('jazira')].religion });
  });

  it('18.3(1) with a tie the conqueror receives a claim even against another claim', () => {
    const B = E.burgundy;
    const s0 = inTurn(
      withEmpire(withArea(opening(), A('valencia'), { ties: 1 << B, claims: 1 << E.france }), B, {
        cards: [56],
        gold: 20,
      }),
      B,
    );
    expect(hasBit(claims(act(s0, B, 'conquest', A('valencia'), 10), 'valencia'), B)).toBe(true);
  });

  it("S001 33.13 an Allied Empire uses its own markers: the tie, the area and the claim are its own, not its seat's", () => {
    const allied = withEmpire(opening(1), D, { status: 'allied', seat: 0 });
    const s = act(denmark([56], withArea(allied, A('mercia'), { ties: 0 })), D, 'diplomacy', A('mercia'), 8);
    expect(s.areas[A('mercia')]).toMatchObject({ owner: D, ties: 1 << D, claims: 1 << D });
    expect(s.empires[D]).toMatchObject({ status: 'allied', seat: 0 });
  });

  it('18.3(3) there is no limit on the number of claims', () => {
    const s = opening();
    expect(s.areas.filter((a) => hasBit(a.claims, E.german)).length).toBeGreaterThan(10);
  });
});

describe('S003 18.3(2) an empire flagged to gain claims only by 18.0(2) and (4) (M19.9; no Millennium empire is)', () => {
  const restricted = (s: MedievalState) => withEmpire(s, D, { flags: ['claimsOnlyViaUnclaimedAndDynastic'] });
  /** Denmark owns and ties Mercia, which France claims. */
  const competing = () =>
    denmark([40], withArea(opening(), A('mercia'), { owner: D, ties: 1 << D, claims: 1 << E.france }));

  it('18.3(2) still gains a claim by 18.0(2a) on an unclaimed area', () => {
    const s = act(restricted(denmark([48])), D, 'conquest', A('mercia'), 10);
    expect(hasBit(claims(s, 'mercia'), D)).toBe(true);
  });

  it('18.3(2) gains no claim against a competing claim: no Recognition of Claim there (18.0(3a)), no claim parley (3b)', () => {
    expect(claimCardAreas(competing(), D, 'RecognitionOfClaim')).toContain(A('mercia'));
    expect(claimCardAreas(restricted(competing()), D, 'RecognitionOfClaim')).not.toContain(A('mercia'));
    expect(parleyAreas(competing(), D)).toContain(A('mercia'));
    expect(parleyAreas(restricted(competing()), D)).toEqual([]);
    const ctx = ctxOf(restricted(competing()));
    gainClaim(ctx, D, A('mercia'), 'S003 18.0(3a)');
    expect(ctx.events).toEqual([]);
  });

  it('18.3(2) still gains a claim by Dynastic Inheritance (18.0(4)), whatever the other claims', () => {
    expect(claimCardAreas(restricted(competing()), D, 'DynasticInheritance')).toContain(A('mercia'));
    const ctx = ctxOf(restricted(competing()));
    gainClaim(ctx, D, A('mercia'), 'S003 18.0(4)');
    expect(hasBit(claims(ctx.state, 'mercia'), D)).toBe(true);
  });

  it('18.3(2) is never given or swapped a claim ("the only way")', () => {
    const s = withArea(opening(), A('mercia'), { claims: 0 });
    expect(mayReceiveClaim(ctxOf(s), D, A('mercia'))).toBe(true);
    expect(mayReceiveClaim(ctxOf(restricted(s)), D, A('mercia'))).toBe(false);
  });
});
