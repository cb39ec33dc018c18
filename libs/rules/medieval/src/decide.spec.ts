import { rulesSpec } from '@empires/rules-kernel/testing';
import { A, E, inTurn, opening, withArea, withEmpire } from './testing/fixtures';
import type { MedievalCommand } from './commands';
import type { MedievalEvent } from './event-types';
import { medieval } from './ruleset';
import { popOf } from './rules/areas';
import type { MedievalState } from './state';

const rules = rulesSpec(medieval, 1);
const G = E.german;
const germanTurn = (cards = [30, 30, 30, 30, 30], seats = 2): MedievalState =>
  inTurn(withEmpire(opening(seats), G, { cards, gold: 20 }), G);
const inGermanTurn = (cards?: number[]) => rules.givenState(germanTurn(cards));
/** Malformed input, as a client may send it. */
const raw = (command: unknown) => command as MedievalCommand;
const crownIncome = { type: 'GoldChanged', empire: G, delta: 3, reason: 'crown income' } as const;
const taxationBegan = { type: 'TaxationBegan', empire: G } as const;

describe('commands and violations', () => {
  it('refuses a command from a seat that does not act now', () => {
    inGermanTurn().when({ type: 'EndTurn' }, 1).thenViolation('NOT_YOUR_TURN');
  });
  it('refuses malformed input without crashing', () => {
    inGermanTurn()
      .when(raw({ type: 'Endeavour', kind: 'conquest', base: 'x', target: null, gold: 1 }), 0)
      .thenViolation('MALFORMED_COMMAND');
    inGermanTurn().when(raw(null), 0).thenViolation('MALFORMED_COMMAND');
  });
  it('refuses unknown commands', () => {
    inGermanTurn()
      .when(raw({ type: 'Fly' }), 0)
      .thenViolation('UNKNOWN_COMMAND');
  });
  it('refuses everything once the game is over', () => {
    rules
      .givenState({ ...germanTurn(), phase: 'ended' })
      .when({ type: 'EndTurn' }, 0)
      .thenViolation('GAME_FINISHED');
  });
  it('refuses an illegal target', () => {
    inGermanTurn()
      .when({ type: 'Endeavour', kind: 'conquest', base: A('lorraine'), target: A('egypt'), gold: 0 }, 0)
      .thenViolation('ILLEGAL_TARGET');
  });
  it('refuses gold beyond the treasury', () => {
    inGermanTurn()
      .when({ type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 21 }, 0)
      .thenViolation('NOT_ENOUGH_GOLD');
  });
  it('M6.2 an empire holding Year Cards must attempt an endeavour before ending its turn', () => {
    inGermanTurn().when({ type: 'EndTurn' }, 0).thenViolation('ENDEAVOUR_REQUIRED');
  });
  it('M9.5.1 no Year Card, no endeavour', () => {
    inGermanTurn([])
      .when({ type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 0 }, 0)
      .thenViolation('NO_YEAR_CARD');
  });
});

describe('M17 taxation by a seat', () => {
  it('crown income of 3 comes with the taxation step', () => {
    inGermanTurn().when({ type: 'BeginTaxation' }, 0).then(taxationBegan, crownIncome);
  });
  it('one taxation per turn', () => {
    inGermanTurn()
      .and(taxationBegan, crownIncome, { type: 'TaxationEnded', empire: G })
      .when({ type: 'BeginTaxation' }, 0)
      .thenViolation('ALREADY_TAXED');
  });
  it('a levy is at most max(0, SS) and makes a rebellion check', () => {
    const taxing = inGermanTurn().and(taxationBegan, crownIncome);
    taxing.when({ type: 'Levy', area: A('saxony'), gold: 9 }, 0).thenViolation('ILLEGAL_LEVY');
    taxing
      .when({ type: 'Levy', area: A('saxony'), gold: 1 }, 0)
      .thenLike({ type: 'TaxLevied' }, { type: 'RebellionChecked' });
  });
  it('plunder gains max(1, Pop + SS), costs 1 SS and brings unrest', () => {
    const s = withArea(germanTurn(), A('saxony'), { unrest: false, ss: 2 });
    const taxing = rules.givenState(s).and(taxationBegan, crownIncome);
    const { state } = taxing
      .when({ type: 'Plunder', area: A('saxony') }, 0)
      .then(
        { type: 'AreaPlundered', empire: G, area: A('saxony'), gold: 4 },
        { type: 'SocialStateChanged', area: A('saxony'), ss: 1 },
        { type: 'UnrestChanged', area: A('saxony'), unrest: true },
      );
    expect(state.areas[A('saxony')]).toMatchObject({ ss: 1, unrest: true });
    expect(state.empires[G].gold - taxing.state.empires[G].gold).toBe(Math.max(1, popOf(A('saxony')) + 2));
  });
  it('a turn ended without taxation still collects crown income', () => {
    const { state } = inGermanTurn([30])
      .when({ type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 0 }, 0)
      .thenAccepted();
    expect(rules.givenState(state).when({ type: 'EndTurn' }, 0).thenAccepted().events).toContainEqual(crownIncome);
  });
});

describe('M13 a seat defends', () => {
  const attack = () =>
    rules
      .givenState(withEmpire(germanTurn(), E.france, { cards: [20, 20], gold: 10 }))
      .when({ type: 'Endeavour', kind: 'conquest', base: A('lorraine'), target: A('champagne'), gold: 0 }, 0)
      .thenAccepted();
  it('is asked when its area is attacked, and only it may answer', () => {
    const { state } = attack();
    expect(medieval.toAct(state)).toEqual([1]);
    rules.givenState(state).when({ type: 'EndTurn' }, 0).thenViolation('NOT_YOUR_TURN');
  });
  it('pays 2 plus extra gold, and the attack resolves', () => {
    const { state } = rules
      .givenState(attack().state)
      .when({ type: 'Defend', gold: 1 }, 1)
      .thenLike({ type: 'DefenseDeclared' }, { type: 'EndeavourResolved' }, { type: 'DefenseResolved' });
    expect(state.empires[E.france].gold).toBe(7);
  });
  it('may decline', () => {
    rules
      .givenState(attack().state)
      .when({ type: 'DeclineDefense' }, 1)
      .thenLike({ type: 'DefenseDeclined', empire: E.france }, { type: 'EndeavourResolved', target: A('champagne') });
  });
  it('extra gold is a whole number within the treasury: with 10 gold, 2 + 8 is paid; 2 + 9, a half or a word are refused', () => {
    const defending = () => rules.givenState(attack().state);
    defending().when({ type: 'Defend', gold: 9 }, 1).thenViolation('NOT_ENOUGH_GOLD');
    defending().when({ type: 'Defend', gold: 1.5 }, 1).thenViolation('MALFORMED_COMMAND');
    defending()
      .when(raw({ type: 'Defend', gold: 'all' }), 1)
      .thenViolation('MALFORMED_COMMAND');
    defending().when({ type: 'Defend', gold: 8 }, 1).thenAccepted();
  });
});

describe('seats, resignation and the automatic Independents', () => {
  it('after a seat ends its turn the Independent Empires play until a seat must act again', () => {
    const s = { ...germanTurn([30]), order: [G, E.burgundy, E.denmark, E.france], turnIndex: 0 };
    const ruled = rules
      .givenState(s)
      .when({ type: 'Endeavour', kind: 'ruling', base: A('saxony'), target: A('saxony'), gold: 0 }, 0)
      .thenAccepted();
    const { events, state } = rules.givenState(ruled.state).when({ type: 'EndTurn' }, 0).thenAccepted();
    expect(events.filter((e) => e.type === 'TurnBegan').map((e) => e.empire)).toEqual([
      E.burgundy,
      E.denmark,
      E.france,
    ]);
    expect(medieval.toAct(state)).toEqual([1]);
  });
  it("Resign hands the seat's empire to the Independent procedure (M26.4)", () => {
    const { state } = inGermanTurn().when({ type: 'Resign' }, 0).thenAccepted();
    expect(state.empires[G]).toMatchObject({ status: 'independent', seat: -1 });
    expect(state.seats[0].resigned).toBe(true);
  });
  it('a resigned seat ranks below every seat still playing', () => {
    const { state } = inGermanTurn().when({ type: 'Resign' }, 0).thenAccepted();
    expect(medieval.outcome({ ...state, phase: 'ended', scores: [999, 0] })!.ranks).toEqual([2, 1]);
  });

  it('among seats that resigned, the one that left later ranks higher, whatever the scores', () => {
    const resigned = inGermanTurn().when({ type: 'Resign' }, 0).thenAccepted();
    const { state } = rules.givenState(resigned.state).and({ type: 'SeatResigned', seat: 1 });
    expect(medieval.outcome({ ...state, phase: 'ended', scores: [999, 0] })!.ranks).toEqual([2, 1]);
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
