import { Dice, isViolation } from '@empires/rules-kernel';
import { A, E, fold, inTurn, opening, withArea, withEmpire } from './testing/fixtures';
import type { MedievalCommand } from './commands';
import type { MedievalEvent } from './event-types';
import { medieval } from './ruleset';
import type { MedievalState } from './state';
import { hasBit } from './state';
import { rebellionValue } from './rules/areas';
import { rivalPenalty } from './rules/resolve';

const when = (s: MedievalState, seat: number, c: MedievalCommand) => medieval.decide(s, c, seat, Dice.fromSeed(1));
const then = (s: MedievalState, seat: number, c: MedievalCommand): MedievalState => {
  const r = when(s, seat, c);
  if (isViolation(r)) throw new Error(r.message);
  return fold(s, r as MedievalEvent[]);
};
const G = E.german;
const F = E.france;
/** Two seats, France to act; Saxony (German) bears a French tie. */
const frenchTurn = (): MedievalState =>
  inTurn(
    withEmpire(withArea(opening(2), A('saxony'), { ties: (1 << G) | (1 << F), unrest: false }), F, { cards: [30] }),
    F,
  );

describe('S003 12.41(2) tie waivers', () => {
  it("the +2 of other empires' ties is dropped when every other holder waives", () => {
    const s = frenchTurn();
    const after = then(s, 1, { type: 'SetTieWaiver', area: A('saxony'), waive: true });
    expect(rebellionValue(s, A('saxony'), 0) - rebellionValue(after, A('saxony'), 0)).toBe(2);
  });
  it('a waiver needs a tie there', () => {
    expect(when(frenchTurn(), 1, { type: 'SetTieWaiver', area: A('bavaria'), waive: true })).toMatchObject({
      code: 'ILLEGAL_ACTION',
    });
  });
});

describe('S003 12.42 a tie broken by choice', () => {
  it('the holder may remove its own tie', () => {
    expect(hasBit(then(frenchTurn(), 1, { type: 'RemoveTie', area: A('saxony') }).areas[A('saxony')].ties, F)).toBe(
      false,
    );
  });
  it('ties can never be given to another empire (there is no such command)', () => {
    expect(when(frenchTurn(), 1, { type: 'GiveTie' } as unknown as MedievalCommand)).toMatchObject({
      code: 'UNKNOWN_COMMAND',
    });
  });
});

describe('M19.11 claims can be given', () => {
  it('a Player Empire gives a claim it holds to an empire that may hold it', () => {
    const after = then(frenchTurn(), 1, { type: 'GiveClaim', area: A('toulouse'), to: E.burgundy });
    expect([
      hasBit(after.areas[A('toulouse')].claims, F),
      hasBit(after.areas[A('toulouse')].claims, E.burgundy),
    ]).toEqual([false, true]);
  });
  it('never to an empire that already claims the area (18.11)', () => {
    expect(when(frenchTurn(), 1, { type: 'GiveClaim', area: A('lorraine'), to: G })).toMatchObject({
      code: 'CLAIM_NOT_ALLOWED',
    });
  });
});

describe("S001 33.43 the rival's −2", () => {
  const rivalry = (): MedievalState => {
    const s = frenchTurn();
    const ties = s.empires[E.poland].allianceTies.slice();
    ties[F] = 4;
    ties[G] = 4;
    return withEmpire(s, E.poland, { status: 'allied', seat: 0, allianceTies: ties });
  };
  it("a seat holding the threshold on another seat's ally may take 2 off its ERs", () => {
    const after = then(rivalry(), 1, { type: 'SetRivalPenalty', empire: E.poland, on: true });
    expect(rivalPenalty(after, E.poland)).toBe(2);
  });
  it('the −2 comes off every endeavour the ally makes, as its Event Resolution reads the card', () => {
    // Poland, seat 0's ally, rules one of its areas; France (seat 1) holds the threshold of ties on it.
    const polishTurn = (penalty: boolean): MedievalState => {
      const set = penalty ? then(rivalry(), 1, { type: 'SetRivalPenalty', empire: E.poland, on: true }) : rivalry();
      return inTurn(withEmpire(set, E.poland, { cards: [30], gold: 10 }), E.poland);
    };
    const erOf = (penalty: boolean): number => {
      const s = polishTurn(penalty);
      const ruling = medieval
        .legalActions(s, 0)
        .find((a) => a.type === 'Endeavour' && a.kind === 'ruling' && !a.boost && !a.cancel && !a.fundedBy)!;
      const events = when(s, 0, { ...ruling, gold: 3 } as MedievalCommand) as MedievalEvent[];
      const resolved = events.find((e) => e.type === 'EndeavourResolved');
      if (resolved?.type !== 'EndeavourResolved') throw new Error('the endeavour was not resolved');
      return resolved.er;
    };
    expect(erOf(false) - erOf(true)).toBe(2);
  });

  it('a seat without the threshold of ties may not', () => {
    const s = rivalry();
    const ties = s.empires[E.poland].allianceTies.slice();
    ties[F] = 3;
    expect(
      when(withEmpire(s, E.poland, { allianceTies: ties }), 1, { type: 'SetRivalPenalty', empire: E.poland, on: true }),
    ).toMatchObject({ code: 'ILLEGAL_ACTION' });
  });
});
