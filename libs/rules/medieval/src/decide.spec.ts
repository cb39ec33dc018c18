import { Dice, isViolation } from '@empires/rules-kernel';
import { A, E, fold, inTurn, opening, typesOf, withArea, withEmpire } from './testing/fixtures';
import type { MedievalCommand } from './commands';
import type { MedievalEvent } from './event-types';
import { medieval } from './ruleset';
import { popOf } from './rules/areas';
import type { MedievalState } from './state';

/** given a state, when a seat sends a command, then these events (or this violation). */
const when = (s: MedievalState, seat: number, command: unknown, seed = 1) =>
  medieval.decide(s, command as MedievalCommand, seat, Dice.fromSeed(seed));
const events = (r: ReturnType<typeof when>): MedievalEvent[] => {
  if (isViolation(r)) throw new Error(`${r.code}: ${r.message}`);
  return r as MedievalEvent[];
};
const G = E.german;
const germanTurn = (cards = [30, 30, 30, 30, 30], seats = 2): MedievalState =>
  inTurn(withEmpire(opening(seats), G, { cards, gold: 20 }), G);

describe('commands and violations', () => {
  it('refuses a command from a seat that does not act now', () => {
    expect(when(germanTurn(), 1, { type: 'EndTurn' })).toMatchObject({ code: 'NOT_YOUR_TURN' });
  });
  it('refuses malformed input without crashing', () => {
    expect(
      when(germanTurn(), 0, { type: 'Endeavour', kind: 'conquest', base: 'x', target: null, gold: 1 }),
    ).toMatchObject({ code: 'MALFORMED_COMMAND' });
    expect(when(germanTurn(), 0, null)).toMatchObject({ code: 'MALFORMED_COMMAND' });
  });
  it('refuses unknown commands', () => {
    expect(when(germanTurn(), 0, { type: 'Fly' })).toMatchObject({ code: 'UNKNOWN_COMMAND' });
  });
  it('refuses everything once the game is over', () => {
    expect(when({ ...germanTurn(), phase: 'ended' }, 0, { type: 'EndTurn' })).toMatchObject({ code: 'GAME_FINISHED' });
  });
  it('refuses an illegal target', () => {
    expect(
      when(germanTurn(), 0, { type: 'Endeavour', kind: 'conquest', base: A('lorraine'), target: A('egypt'), gold: 0 }),
    ).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });
  it('refuses gold beyond the treasury', () => {
    expect(
      when(germanTurn(), 0, { type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 21 }),
    ).toMatchObject({ code: 'NOT_ENOUGH_GOLD' });
  });
  it('M6.2 an empire holding Year Cards must attempt an endeavour before ending its turn', () => {
    expect(when(germanTurn(), 0, { type: 'EndTurn' })).toMatchObject({ code: 'ENDEAVOUR_REQUIRED' });
  });
  it('M9.5.1 no Year Card, no endeavour', () => {
    expect(
      when(germanTurn([]), 0, { type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 0 }),
    ).toMatchObject({ code: 'NO_YEAR_CARD' });
  });
});

describe('M17 taxation by a seat', () => {
  it('crown income of 3 comes with the taxation step', () => {
    expect(events(when(germanTurn(), 0, { type: 'BeginTaxation' }))).toContainEqual({
      type: 'GoldChanged',
      empire: G,
      delta: 3,
      reason: 'crown income',
    });
  });
  it('one taxation per turn', () => {
    const s = fold(germanTurn(), events(when(germanTurn(), 0, { type: 'BeginTaxation' })));
    const done = fold(s, events(when(s, 0, { type: 'EndTaxation' })));
    expect(when(done, 0, { type: 'BeginTaxation' })).toMatchObject({ code: 'ALREADY_TAXED' });
  });
  it('a levy is at most max(0, SS) and makes a rebellion check', () => {
    const s = fold(germanTurn(), events(when(germanTurn(), 0, { type: 'BeginTaxation' })));
    expect(when(s, 0, { type: 'Levy', area: A('saxony'), gold: 9 })).toMatchObject({ code: 'ILLEGAL_LEVY' });
    expect(typesOf(events(when(s, 0, { type: 'Levy', area: A('saxony'), gold: 1 })))).toEqual([
      'TaxLevied',
      'RebellionChecked',
    ]);
  });
  it('plunder gains max(1, Pop + SS), costs 1 SS and brings unrest', () => {
    let s = fold(germanTurn(), events(when(germanTurn(), 0, { type: 'BeginTaxation' })));
    s = withArea(s, A('saxony'), { unrest: false, ss: 2 });
    const after = fold(s, events(when(s, 0, { type: 'Plunder', area: A('saxony') })));
    expect(after.areas[A('saxony')]).toMatchObject({ ss: 1, unrest: true });
    expect(after.empires[G].gold - s.empires[G].gold).toBe(Math.max(1, popOf(A('saxony')) + 2));
  });
  it('a turn ended without taxation still collects crown income', () => {
    const s = fold(
      germanTurn([30]),
      events(
        when(germanTurn([30]), 0, {
          type: 'Endeavour',
          kind: 'ruling',
          base: A('saxony'),
          target: A('saxony'),
          gold: 0,
        }),
      ),
    );
    expect(events(when(s, 0, { type: 'EndTurn' }))).toContainEqual({
      type: 'GoldChanged',
      empire: G,
      delta: 3,
      reason: 'crown income',
    });
  });
});

describe('M13 a seat defends', () => {
  const attack = () => {
    const s = withEmpire(germanTurn(), E.france, { cards: [20, 20], gold: 10 });
    return fold(
      s,
      events(when(s, 0, { type: 'Endeavour', kind: 'conquest', base: A('lorraine'), target: A('champagne'), gold: 0 })),
    );
  };
  it('is asked when its area is attacked, and only it may answer', () => {
    const s = attack();
    expect(medieval.toAct(s)).toEqual([1]);
    expect(when(s, 0, { type: 'EndTurn' })).toMatchObject({ code: 'NOT_YOUR_TURN' });
  });
  it('pays 2 plus extra gold, and the attack resolves', () => {
    const s = attack();
    const out = events(when(s, 1, { type: 'Defend', gold: 1 }));
    expect(typesOf(out).slice(0, 3)).toEqual(['DefenseDeclared', 'EndeavourResolved', 'DefenseResolved']);
    expect(fold(s, out).empires[E.france].gold).toBe(7);
  });
  it('may decline', () => {
    expect(typesOf(events(when(attack(), 1, { type: 'DeclineDefense' })))).not.toContain('DefenseResolved');
  });
  it('extra gold is a whole number within the treasury: with 10 gold, 2 + 8 is paid; 2 + 9, a half or a word are refused', () => {
    expect(when(attack(), 1, { type: 'Defend', gold: 9 })).toMatchObject({ code: 'NOT_ENOUGH_GOLD' });
    expect(when(attack(), 1, { type: 'Defend', gold: 1.5 })).toMatchObject({ code: 'MALFORMED_COMMAND' });
    expect(when(attack(), 1, { type: 'Defend', gold: 'all' })).toMatchObject({ code: 'MALFORMED_COMMAND' });
    expect(Array.isArray(when(attack(), 1, { type: 'Defend', gold: 8 }))).toBe(true);
  });
});

describe('seats, resignation and the automatic Independents', () => {
  it('after a seat ends its turn the Independent Empires play until a seat must act again', () => {
    const s = { ...germanTurn([30]), order: [G, E.burgundy, E.denmark, E.france], turnIndex: 0 };
    const s1 = fold(
      s,
      events(when(s, 0, { type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 0 })),
    );
    const out = events(when(s1, 0, { type: 'EndTurn' }));
    expect(out.filter((e) => e.type === 'TurnBegan').map((e) => (e as { empire: number }).empire)).toEqual([
      E.burgundy,
      E.denmark,
      E.france,
    ]);
    expect(medieval.toAct(fold(s1, out))).toEqual([1]);
  });
  it("Resign hands the seat's empire to the Independent procedure (M26.4)", () => {
    const after = fold(germanTurn(), events(when(germanTurn(), 0, { type: 'Resign' })));
    expect(after.empires[G]).toMatchObject({ status: 'independent', seat: -1 });
    expect(after.seats[0].resigned).toBe(true);
  });
  it('a resigned seat ranks below every seat still playing', () => {
    const s = fold(germanTurn(), events(when(germanTurn(), 0, { type: 'Resign' })));
    expect(medieval.outcome({ ...s, phase: 'ended', scores: [999, 0] })!.ranks).toEqual([2, 1]);
  });

  it('among seats that resigned, the one that left later ranks higher, whatever the scores', () => {
    const s = fold(germanTurn(), events(when(germanTurn(), 0, { type: 'Resign' })));
    const both = fold(s, [{ type: 'SeatResigned', seat: 1 }]);
    expect(medieval.outcome({ ...both, phase: 'ended', scores: [999, 0] })!.ranks).toEqual([2, 1]);
  });
});

describe('M28 hidden information', () => {
  it('nobody sees which Year Cards were dealt, only how many', () => {
    const deal: MedievalEvent = { type: 'YearCardsDealt', hands: [[1, 2], [3]] };
    expect(medieval.redact(deal, 0)).toEqual({ type: 'YearCardsDealt', hands: [[0, 0], [0]] });
    expect(medieval.visibility(deal)).toEqual({ public: false, seats: [] });
  });
  it('the view shows a count of Year Cards, not the cards', () => {
    const v = medieval.view(germanTurn([7, 9]), 0);
    expect(v.empires[G]).toMatchObject({ yearCards: 2 });
    expect(JSON.stringify(v.empires[G])).not.toContain('"cards"');
  });
});
