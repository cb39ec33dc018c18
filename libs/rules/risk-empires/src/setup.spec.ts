import { Dice, isViolation } from '@empires/rules-kernel';
import { riskEmpires } from './ruleset';
import { legalActions } from './legal';
import { act, fold, ofType } from './testing/decisions';
import { NEUTRAL, UNCLAIMED, type RiskState } from './state';
import type { RiskCommand } from './commands';
import type { RiskOptions } from './options';

function started(seats: number, options: Partial<RiskOptions> = {}, seed = 1): RiskState {
  const events = riskEmpires.setup({ seats, options }, Dice.fromSeed(seed));
  if (isViolation(events)) throw new Error(events.message);
  return fold(events);
}

/** Seats in the order they act, taking the first legal command each time. */
function actors(s: RiskState, steps: number): { seats: number[]; state: RiskState } {
  const seats: number[] = [];
  for (let i = 0; i < steps; i++) {
    seats.push(s.seat);
    s = act(s, s.seat, legalActions(s, s.seat)[0] as RiskCommand).state;
  }
  return { seats, state: s };
}

describe('set-up', () => {
  it('takes 2 to 6 seats', () => {
    expect(riskEmpires.setup({ seats: 1, options: {} }, Dice.fromSeed(1))).toMatchObject({ code: 'BAD_SEAT_COUNT' });
    expect(riskEmpires.setup({ seats: 7, options: {} }, Dice.fromSeed(1))).toMatchObject({ code: 'BAD_SEAT_COUNT' });
  });

  it('refuses unknown options', () => {
    expect(riskEmpires.setup({ seats: 3, options: { setup: 'random' as never } }, Dice.fromSeed(1))).toMatchObject({
      code: 'BAD_OPTIONS',
    });
    expect(riskEmpires.setup({ seats: 3, options: { roundLimit: -1 } }, Dice.fromSeed(1))).toMatchObject({
      code: 'BAD_OPTIONS',
    });
    expect(riskEmpires.setup({ seats: 3, options: { armyStock: 10 } }, Dice.fromSeed(1))).toMatchObject({
      code: 'BAD_OPTIONS',
    });
  });

  it.each([
    [3, 35],
    [4, 30],
    [5, 25],
    [6, 20],
  ])('classic RISK: with %i players each starts with %i armies', (seats, armies) => {
    expect(started(seats).toPlace).toEqual(Array(seats).fill(armies));
  });

  it('classic RISK, 2 players: 40 armies each and a neutral of 40, territories dealt in three piles of 14', () => {
    const s = started(2, { setup: 'standard' });
    expect(s.neutral).toBe(true);
    expect(s.phase).toBe('setupPlace');
    expect(s.territoryCount).toEqual([14, 14]);
    expect(s.owner.filter((o) => o === NEUTRAL)).toHaveLength(14);
    expect(s.armies.filter((_, t) => s.owner[t] === NEUTRAL).reduce((a, b) => a + b, 0)).toBe(40);
    expect(s.toPlace).toEqual([26, 26]);
  });

  it("option 'dealt': territory cards are dealt round from the starting player, one army on each", () => {
    const s = started(4, { setup: 'dealt' });
    expect(s.territoryCount.slice().sort()).toEqual([10, 10, 11, 11]);
    expect(s.territoryCount[s.first]).toBe(11);
    expect(s.toPlace).toEqual(s.territoryCount.map((n) => 30 - n));
    expect(s.armies.every((a) => a === 1)).toBe(true);
  });

  it("option 'standard': players in turn claim one empty territory each, clockwise from the starting player", () => {
    const s = started(3, { setup: 'standard' });
    expect(s.phase).toBe('claim');
    expect(s.owner.every((o) => o === UNCLAIMED)).toBe(true);
    const f = s.first;
    expect(actors(s, 5).seats).toEqual([f, (f + 1) % 3, (f + 2) % 3, f, (f + 1) % 3]);
  });

  it("S002 Alternate Set Up 'by choice': clockwise, then the last player places a second piece and play turns anticlockwise", () => {
    const s = started(3, { setup: 'byChoice' });
    const f = s.first;
    const [a, b, c] = [f, (f + 1) % 3, (f + 2) % 3];
    expect(actors(s, 9).seats).toEqual([a, b, c, c, b, a, a, b, c]);
  });

  it('a territory already claimed cannot be claimed again', () => {
    const s = started(3, { setup: 'standard' });
    const after = act(s, s.seat, { type: 'ClaimTerritory', territory: 5 }).state;
    expect(
      riskEmpires.decide(after, { type: 'ClaimTerritory', territory: 5 }, after.seat, Dice.fromSeed(1)),
    ).toMatchObject({ code: 'TERRITORY_TAKEN' });
  });

  it('only the seat whose turn it is claims', () => {
    const s = started(3, { setup: 'standard' });
    expect(
      riskEmpires.decide(s, { type: 'ClaimTerritory', territory: 5 }, (s.seat + 1) % 3, Dice.fromSeed(1)),
    ).toMatchObject({ code: 'NOT_YOUR_TURN' });
  });

  it('when all 42 territories are claimed the remaining armies are placed one at a time on own territories', () => {
    const { state } = actors(started(3, { setup: 'standard' }), 42);
    expect(state.phase).toBe('setupPlace');
    const other = state.owner.findIndex((o) => o !== state.seat);
    expect(
      riskEmpires.decide(state, { type: 'PlaceSetupArmy', territory: other }, state.seat, Dice.fromSeed(1)),
    ).toMatchObject({ code: 'NOT_YOUR_TERRITORY' });
  });

  it('when every starting army is placed, round 1 begins with its order and new armies', () => {
    const s = started(3, { setup: 'dealt' });
    const left = s.toPlace.reduce((a, b) => a + b, 0);
    let state = s;
    let events: readonly unknown[] = [];
    for (let i = 0; i < left; i++)
      ({ state, events } = act(state, state.seat, legalActions(state, state.seat)[0] as RiskCommand));
    expect(state.round).toBe(1);
    expect(state.phase).toBe('place');
    expect(ofType(events as never, 'RoundOrdered')).toHaveLength(1);
    expect(ofType(events as never, 'ArmiesGranted')).toHaveLength(1);
  });
});
