import { evolve } from './evolve';
import type { MedievalEvent } from './event-types';
import { Dice, isViolation } from '@empires/rules-kernel';
import type { MedievalCommand } from './commands';
import { medieval } from './ruleset';
import { A, E, fold, inTurn, opening, withArea, withEmpire } from './testing/fixtures';

/** Facts as `evolve` writes them, each found unguarded by mutation testing (`npm run mutation -- --ruleset medieval`). */
describe('evolve applies each fact as written', () => {
  it('M20.1.5 a shuffled event deck becomes the draw pile in its order, and the discard pile is emptied', () => {
    const s = { ...opening(), discard: [7, 8] };
    expect(evolve(s, { type: 'EventDeckShuffled', pile: [3, 1, 2] })).toMatchObject({ pile: [3, 1, 2], discard: [] });
  });

  it('M23.2 a raider group removed for good stays removed, and the phase goes on to the next group', () => {
    const s = { ...opening(), attackPhase: { group: 2, raidsLeft: -1, magnate: 0 } };
    const after = evolve(s, { type: 'RaiderGroupRemoved', group: 2 });
    expect(after.raidersRemoved[2]).toBe(true);
    expect(after.raidersRemoved.filter(Boolean)).toHaveLength(1);
    expect(after.attackPhase).toEqual({ group: 3, raidsLeft: -1, magnate: 0 });
  });

  it('M24.1 a Magnate who arises holds the area, unowned, with its court there', () => {
    const s = opening();
    const e: MedievalEvent = {
      type: 'MagnateArose',
      magnate: 2,
      area: A('saxony'),
      name: 'Magnate of Saxony',
      combat: 4,
    };
    const after = evolve(s, e);
    expect(after.magnates[2]).toEqual({ name: 'Magnate of Saxony', court: A('saxony'), combat: 4 });
    expect(after.areas[A('saxony')]).toMatchObject({ magnate: 2, owner: -1, unrest: false, markers: [] });
  });

  it('M24.2 a Magnate’s attack, as its defender sees it, has no gold, no sea, no boost and cancels no marker (M10.6)', () => {
    const s = opening(2);
    const e: MedievalEvent = {
      type: 'MagnateAttackDeclared',
      magnate: 0,
      kind: 'conquest',
      base: A('ochrid'),
      target: A('bulgaria'),
      defender: E.byzantium,
    };
    expect(evolve(s, e).attack).toEqual({
      empire: -1,
      raider: -1,
      magnate: 0,
      kind: 'conquest',
      base: A('ochrid'),
      target: A('bulgaria'),
      gold: 0,
      seas: 0,
      defender: E.byzantium,
      defended: false,
      defenseGold: 0,
      cancel: false,
      boost: false,
      defenseBoost: false,
    });
  });

  it('S003 12.41(2) waivers on several areas are all kept; lifting one keeps the others', () => {
    const s = fold(opening(2), [
      { type: 'TieWaiverSet', empire: E.france, area: A('saxony'), waive: true },
      { type: 'TieWaiverSet', empire: E.france, area: A('bavaria'), waive: true },
    ]);
    expect([...s.empires[E.france].waivers].sort()).toEqual([A('saxony'), A('bavaria')].sort());
    const lifted = evolve(s, { type: 'TieWaiverSet', empire: E.france, area: A('saxony'), waive: false });
    expect(lifted.empires[E.france].waivers).toEqual([A('bavaria')]);
  });

  it('M29 in the turn of a seat’s empire, with nothing pending, that seat is the one to act', () => {
    expect(medieval.toAct(inTurn(opening(2), E.france))).toEqual([1]);
    expect(medieval.toAct(inTurn(opening(2), E.german))).toEqual([0]);
  });

  it('M26.4 a seat that resigns while a decision is asked of it leaves that decision to the rules', () => {
    const s = { ...opening(2), pending: { kind: 'defense' as const, empire: E.german, seat: 0 } };
    expect(evolve(s, { type: 'SeatResigned', seat: 0 }).pending).toMatchObject({ kind: 'defense', seat: -1 });
    expect(evolve(s, { type: 'SeatResigned', seat: 1 }).pending).toMatchObject({ seat: 0 });
  });

  it('M19.11 a given claim leaves the giver and goes to the receiver; other claims on the area stay', () => {
    const s = withArea(opening(2), A('silesia'), { claims: (1 << E.german) | (1 << E.denmark) });
    const after = evolve(s, { type: 'ClaimGiven', from: E.german, to: E.poland, area: A('silesia') });
    expect(after.areas[A('silesia')].claims).toBe((1 << E.poland) | (1 << E.denmark));
  });

  it('M20.2 Heresy makes the area heretical and changes nothing else', () => {
    const s = opening();
    const after = evolve(s, { type: 'HeresySpread', area: A('saxony') });
    expect(after.areas[A('saxony')]).toEqual({ ...s.areas[A('saxony')], heretical: true });
  });

  it('M22.1 an empire whose court is conquered has no court until its CourtMoved', () => {
    const s = withArea(opening(), A('silesia'), { owner: E.poland });
    const after = evolve(s, {
      type: 'AreaConquered',
      area: A('poland'),
      empire: E.german,
      from: E.poland,
      by: 'force',
    });
    expect(after.empires[E.poland].court).toBe(-1);
    expect(evolve(after, { type: 'CourtMoved', empire: E.poland, area: A('silesia') }).empires[E.poland].court).toBe(
      A('silesia'),
    );
  });

  it('M10.1 a conquest marker names its attacker and the base it came through', () => {
    const after = evolve(opening(), {
      type: 'ConquestMarkerPlaced',
      area: A('silesia'),
      attacker: E.german,
      base: A('saxony'),
    });
    expect(after.areas[A('silesia')].markers.map((m) => [m >> 8, m & 255])).toEqual([[E.german, A('saxony')]]);
  });

  it('S001 33.64 a removed empire takes its conquest markers and the alliance ties it held off the map', () => {
    const P = E.poland;
    let s = withArea(opening(), A('silesia'), { markers: [(P << 8) | A('poland'), (E.german << 8) | A('saxony')] });
    const ties = s.empires[E.france].allianceTies.slice();
    ties[P] = 2;
    s = withEmpire(s, E.france, { allianceTies: ties });
    const after = evolve(s, { type: 'EmpireRemoved', empire: P });
    expect(after.areas[A('silesia')].markers).toEqual([(E.german << 8) | A('saxony')]);
    expect(after.empires[E.france].allianceTies[P]).toBe(0);
  });
});

describe('commands checked before they change anything', () => {
  const french = () => inTurn(withEmpire(opening(2), E.france, { cards: [30], gold: 10 }), E.france);
  const decide = (s: ReturnType<typeof french>, seat: number, c: MedievalCommand) =>
    medieval.decide(s, c, seat, Dice.fromSeed(1));

  it('M12.2 Diplomacy against an area of another seat asks that seat for counter-gold (seat 0 included)', () => {
    const s = french();
    const dip = medieval
      .legalActions(s, 1)
      .find((a) => a.type === 'Endeavour' && a.kind === 'diplomacy' && s.areas[a.target as number].owner === E.german);
    const events = decide(s, 1, { ...dip, gold: 0 } as MedievalCommand);
    if (isViolation(events)) throw new Error(events.message);
    expect(events).toContainEqual({ type: 'CounterGoldAwaited', empire: E.german, seat: 0 });
  });

  it('S001 33.32 an endeavour paid by an empire that does not exist is refused', () => {
    const s = french();
    const rule = medieval.legalActions(s, 1).find((a) => a.type === 'Endeavour' && a.kind === 'ruling')!;
    expect(decide(s, 1, { ...rule, gold: 0, fundedBy: 99 } as MedievalCommand)).toMatchObject({ violation: true });
  });
});
