import { rulesSpec } from '@empires/rules-kernel/testing';
import { A, E, inTurn, opening, withArea, withEmpire } from './testing/fixtures';
import type { MedievalCommand } from './commands';
import { medieval } from './ruleset';
import type { MedievalState } from './state';
import { hasBit } from './state';
import { rebellionValue } from './rules/areas';
import { rivalPenalty } from './rules/resolve';

const rules = rulesSpec(medieval, 1);
const G = E.german;
const F = E.france;
/** Two seats, France to act; Saxony (German) bears a French tie. */
const frenchTurn = (): MedievalState =>
  inTurn(
    withEmpire(withArea(opening(2), A('saxony'), { ties: (1 << G) | (1 << F), unrest: false }), F, { cards: [30] }),
    F,
  );

const inFrenchTurn = () => rules.givenState(frenchTurn());

describe('S003 12.41(2) tie waivers', () => {
  it("the +2 of other empires' ties is dropped when every other holder waives", () => {
    const s = frenchTurn();
    const { state } = rules
      .givenState(s)
      .when({ type: 'SetTieWaiver', area: A('saxony'), waive: true }, 1)
      .then({ type: 'TieWaiverSet', empire: F, area: A('saxony'), waive: true });
    expect(rebellionValue(s, A('saxony'), 0) - rebellionValue(state, A('saxony'), 0)).toBe(2);
  });
  it('a waiver needs a tie there', () => {
    inFrenchTurn()
      .when({ type: 'SetTieWaiver', area: A('bavaria'), waive: true }, 1)
      .thenViolation('ILLEGAL_ACTION');
  });
});

describe('S003 12.42 a tie broken by choice', () => {
  it('the holder may remove its own tie', () => {
    const { state } = inFrenchTurn()
      .when({ type: 'RemoveTie', area: A('saxony') }, 1)
      .then({ type: 'TieRemoved', empire: F, area: A('saxony') });
    expect(hasBit(state.areas[A('saxony')].ties, F)).toBe(false);
  });
  it('ties can never be given to another empire (there is no such command)', () => {
    inFrenchTurn()
      .when({ type: 'GiveTie' } as unknown as MedievalCommand, 1)
      .thenViolation('UNKNOWN_COMMAND');
  });
});

describe('M19.11 claims can be given', () => {
  it('a Player Empire gives a claim it holds to an empire that may hold it', () => {
    const { state } = inFrenchTurn()
      .when({ type: 'GiveClaim', area: A('toulouse'), to: E.burgundy }, 1)
      .then({ type: 'ClaimGiven', from: F, to: E.burgundy, area: A('toulouse') });
    const claims = state.areas[A('toulouse')].claims;
    expect([hasBit(claims, F), hasBit(claims, E.burgundy)]).toEqual([false, true]);
  });
  it('never to an empire that already claims the area (18.11)', () => {
    inFrenchTurn()
      .when({ type: 'GiveClaim', area: A('lorraine'), to: G }, 1)
      .thenViolation('CLAIM_NOT_ALLOWED');
  });
});

describe("S001 33.43 the rival's −2", () => {
  const penaltyOn = { type: 'SetRivalPenalty', empire: E.poland, on: true } as const;
  const penaltySet = { type: 'RivalPenaltySet', seat: 1, empire: E.poland, on: true } as const;
  const rivalry = (): MedievalState => {
    const s = frenchTurn();
    const ties = s.empires[E.poland].allianceTies.slice();
    ties[F] = 4;
    ties[G] = 4;
    return withEmpire(s, E.poland, { status: 'allied', seat: 0, allianceTies: ties });
  };
  it("a seat holding the threshold on another seat's ally may take 2 off its ERs", () => {
    const { state } = rules.givenState(rivalry()).when(penaltyOn, 1).then(penaltySet);
    expect(rivalPenalty(state, E.poland)).toBe(2);
  });
  it('the −2 comes off every endeavour the ally makes, as its Event Resolution reads the card', () => {
    // Poland, seat 0's ally, rules one of its areas; France (seat 1) holds the threshold of ties on it.
    const polishTurn = (penalty: boolean): MedievalState => {
      const set = penalty ? rules.givenState(rivalry()).and(penaltySet).state : rivalry();
      return inTurn(withEmpire(set, E.poland, { cards: [30], gold: 10 }), E.poland);
    };
    const erOf = (penalty: boolean): number => {
      const s = polishTurn(penalty);
      const ruling = medieval
        .legalActions(s, 0)
        .find((a) => a.type === 'Endeavour' && a.kind === 'ruling' && !a.boost && !a.cancel && !a.fundedBy)!;
      const { events } = rules
        .givenState(s)
        .when({ ...ruling, gold: 3 } as MedievalCommand, 0)
        .thenAccepted();
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
    rules
      .givenState(withEmpire(s, E.poland, { allianceTies: ties }))
      .when(penaltyOn, 1)
      .thenViolation('ILLEGAL_ACTION');
  });
});
