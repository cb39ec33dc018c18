import { Dice } from '@empires/rules-kernel';
import { A, E, fixedDice, fold, opening, withArea, withEmpire } from '../testing/fixtures';
import { newCtx } from '../ctx';
import { hasBit } from '../state';
import { relocateCourt } from './court';
import { ariseMagnate } from './attack-phase';
import { offerAsylum } from './asylum';
import { medieval } from '../ruleset';

const P = E.poland;
/** Poland has lost its only area: with zero seats no asylum can be offered. */
const courtless = () => withArea(opening(0), A('poland'), { owner: -1 });

describe('S001 33.6 demise of an Independent Empire', () => {
  it('33.64 with no asylum the empire is removed; its claims stay on the map', () => {
    const ctx = newCtx(withEmpire(courtless(), P, { court: -1 }), fixedDice([]));
    relocateCourt(ctx, P);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'removed', gold: 0, cards: [] });
    expect(hasBit(ctx.state.areas[A('silesia')].claims, P)).toBe(true);
    expect(ctx.state.areas.some((a) => hasBit(a.ties, P))).toBe(false);
  });

  it('33.64 a removed empire reappears where a Magnate would arise in an area it once possessed', () => {
    const ctx = newCtx(withEmpire(courtless(), P, { court: -1 }), fixedDice([6, 6, 5, 2, 5, 2, 5, 2]));
    relocateCourt(ctx, P);
    ariseMagnate(ctx, A('poland'));
    expect(ctx.state.empires[P]).toMatchObject({
      status: 'independent',
      court: A('poland'),
      gold: 6,
      leader: { c: 3, a: 3, d: 3 },
    });
    expect(ctx.state.areas[A('poland')]).toMatchObject({ owner: P, magnate: -1 });
  });

  it("33.64 the dice of the reborn leader's statures are written before he returns (M28.1)", () => {
    const ctx = newCtx(withEmpire(courtless(), P, { court: -1 }), fixedDice([6, 6, 5, 2, 5, 2, 5, 2]));
    relocateCourt(ctx, P);
    ariseMagnate(ctx, A('poland'));
    const at = ctx.events.findIndex((e) => e.type === 'EmpireReborn');
    expect(ctx.events[at - 1]).toEqual({
      type: 'DiceRolled',
      rule: 'S001 33.64',
      area: A('poland'),
      seat: -1,
      empire: P,
      dice: [6, 6, 5, 2, 5, 2, 5, 2],
    });
  });

  it('M22.2 a Player Empire without an eligible area goes into exile and keeps playing', () => {
    const s = withArea(opening(5), A('poland'), { owner: -1 });
    const ctx = newCtx(withEmpire(s, P, { court: -1 }), fixedDice([]));
    relocateCourt(ctx, P);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'player', court: -1 });
  });
});

describe('S001 33.61-33.63 asylum', () => {
  const G = E.german;
  const F = E.france;
  /** Two seats; Poland (Independent) has lost its only area. */
  const lost = () => {
    let s = withEmpire(withArea(opening(2), A('poland'), { owner: -1 }), P, { court: -1 });
    const ties = s.empires[P].allianceTies.slice();
    ties[G] = 2;
    s = withEmpire(s, P, { allianceTies: ties });
    return s;
  };
  const asked = () => {
    const ctx = newCtx(lost(), fixedDice([]));
    relocateCourt(ctx, P);
    return ctx;
  };
  it('33.61 every seat declares, sealed, whether it offers asylum', () => {
    const ctx = asked();
    expect(ctx.state.asylum).toMatchObject({ empire: P, offers: [null, null], ties: [2, 0] });
    expect(medieval.toAct(ctx.state)).toEqual([0, 1]);
    expect(medieval.redact({ type: 'AsylumDeclared', seat: 0, offer: true }, 1)).toEqual({
      type: 'AsylumDeclared',
      seat: 0,
      offer: null,
    });
  });
  it('33.61 with no offer the empire is removed (33.64)', () => {
    const ctx = asked();
    offerAsylum(ctx, { type: 'OfferAsylum', offer: false }, 0);
    offerAsylum(ctx, { type: 'OfferAsylum', offer: false }, 1);
    expect(ctx.state.empires[P].status).toBe('removed');
  });
  it("33.61 a single offer grants asylum: the alliance, in exile; 33.62 the host holds the last court's threshold", () => {
    const ctx = asked();
    offerAsylum(ctx, { type: 'OfferAsylum', offer: false }, 0);
    offerAsylum(ctx, { type: 'OfferAsylum', offer: true }, 1);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'allied', seat: 1, court: -1 });
    expect(ctx.state.empires[P].allianceTies[F]).toBe(4);
  });
  it('33.61 a seat that resigns while asylum is asked offers none; the offers already made then decide', () => {
    const ctx = asked();
    offerAsylum(ctx, { type: 'OfferAsylum', offer: true }, 1);
    const r = medieval.decide(ctx.state, { type: 'Resign' }, 0, Dice.fromSeed(1));
    if (!Array.isArray(r)) throw new Error('refused');
    expect(r).toContainEqual({ type: 'AsylumDeclared', seat: 0, offer: false });
    expect(r.filter((e) => e.type === 'AsylumDeclared')).toHaveLength(1);
    expect(fold(ctx.state, r).empires[P]).toMatchObject({ status: 'allied', seat: 1, court: -1 });
  });
  it('33.61 a seat that offered asylum and then resigned is no host: the offers of the seats still playing decide', () => {
    const ctx = asked();
    offerAsylum(ctx, { type: 'OfferAsylum', offer: true }, 0);
    const resigned = medieval.decide(ctx.state, { type: 'Resign' }, 0, Dice.fromSeed(1));
    if (!Array.isArray(resigned)) throw new Error('refused');
    const s = fold(ctx.state, resigned);
    const declined = medieval.decide(s, { type: 'OfferAsylum', offer: false }, 1, Dice.fromSeed(1));
    if (!Array.isArray(declined)) throw new Error('refused');
    // Kept as an ally of seat 0, Poland would wait on a seat that may do nothing, and the game with it.
    expect(fold(s, declined).empires[P].status).toBe('removed');
    expect(declined).toContainEqual(expect.objectContaining({ type: 'AsylumDecided', host: -1, rolls: [] }));
  });
  it('33.61 several offers: 2d6 + D + ties to the lost court decides', () => {
    // Germany 3+3 + D 3 + ties 2 = 11; France 4+3 + D 3 + 0 = 10.
    const ctx = newCtx(lost(), fixedDice([3, 3, 4, 3]));
    relocateCourt(ctx, P);
    offerAsylum(ctx, { type: 'OfferAsylum', offer: true }, 0);
    offerAsylum(ctx, { type: 'OfferAsylum', offer: true }, 1);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'allied', seat: 0 });
  });
  it('33.63 the seat of an Allied Empire without a court chooses asylum or termination', () => {
    const s = withEmpire(lost(), P, { status: 'allied', seat: 0 });
    const ctx = newCtx(s, fixedDice([]));
    relocateCourt(ctx, P);
    expect(ctx.state.pending).toMatchObject({ kind: 'courtlessAlly', seat: 0 });
    expect(medieval.legalActions(ctx.state, 0)).toContainEqual({ type: 'ResolveCourtlessAlly', choice: 'terminate' });
  });

  it('33.63 while the choice is pending, the ally is ended by that choice only: TerminateAlliance of it is refused, not offered', () => {
    const s = withEmpire(lost(), P, { status: 'allied', seat: 0 });
    const ctx = newCtx(s, fixedDice([]));
    relocateCourt(ctx, P);
    expect(medieval.legalActions(ctx.state, 0)).not.toContainEqual({ type: 'TerminateAlliance', empire: P });
    const r = medieval.decide(ctx.state, { type: 'TerminateAlliance', empire: P }, 0, Dice.fromSeed(1));
    expect(r).toMatchObject({ code: 'ILLEGAL_ACTION' });
    // The choice still works afterwards (before, asylum after a termination threw).
    const asylum = medieval.decide(ctx.state, { type: 'ResolveCourtlessAlly', choice: 'asylum' }, 0, Dice.fromSeed(1));
    expect(Array.isArray(asylum)).toBe(true);
  });

  it('33.63 asylum keeps the ally in exile with its seat holding the ties of the last court; termination ends it and asks every seat (33.61)', () => {
    const s = withEmpire(lost(), P, { status: 'allied', seat: 0 });
    const ctx = newCtx(s, fixedDice([]));
    relocateCourt(ctx, P);
    const choose = (choice: 'asylum' | 'terminate') => {
      const r = medieval.decide(ctx.state, { type: 'ResolveCourtlessAlly', choice }, 0, Dice.fromSeed(1));
      if (!Array.isArray(r)) throw new Error('refused');
      return r;
    };
    const kept = choose('asylum');
    expect(kept[0]).toEqual({ type: 'CourtlessAllyResolved', empire: P, choice: 'asylum' });
    expect(kept.map((e) => e.type)).not.toContain('AllianceEnded');
    expect(kept).toContainEqual(expect.objectContaining({ type: 'AllianceTiesSet', empire: P, holder: G }));
    const ended = choose('terminate');
    expect(ended[0]).toEqual({ type: 'CourtlessAllyResolved', empire: P, choice: 'terminate' });
    expect(ended.map((e) => e.type)).toEqual(expect.arrayContaining(['AllianceEnded', 'AsylumAsked']));
  });
});

describe('M22.1 relocation of a non-player court', () => {
  it("a Player Empire's own tie on the new court is absorbed into its alliance ties", () => {
    let s = withArea(opening(1), A('silesia'), { owner: P, ties: 1 << E.german });
    s = withEmpire(withArea(s, A('poland'), { owner: -1 }), P, { court: -1 });
    const ctx = newCtx(s, fixedDice([]));
    relocateCourt(ctx, P);
    expect(ctx.state.empires[P].court).toBe(A('silesia'));
    expect(hasBit(ctx.state.areas[A('silesia')].ties, E.german)).toBe(false);
    expect(ctx.state.empires[P].allianceTies[E.german]).toBe(1);
  });
  it('an Allied Empire that finds a new court goes on as an ally, whichever area it is (Ireland, the first of the map)', () => {
    // Poland's leader made Irish for the test: Ireland, which Poland holds, is then its one eligible area.
    let s = withEmpire(opening(1), P, {
      status: 'allied',
      seat: 0,
      court: -1,
      language: opening().areas[A('ireland')].language,
    });
    s = withArea(withArea(s, A('poland'), { owner: -1 }), A('ireland'), { owner: P });
    const ctx = newCtx(s, fixedDice([]));
    relocateCourt(ctx, P);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'allied', court: A('ireland') });
    expect(ctx.events.map((e) => e.type)).not.toContain('CourtlessAllyAwaited');
  });
});
