import { invariants } from '../invariants';
import { cheapest, payments } from '../legal/goods-choice';
import { riskEmpires as R } from '../ruleset';
import type { RiskState } from '../state';
import { act, refuse } from '../testing/decisions';
import { board, fixedDice, inStep, opening, T, withGoods } from '../testing/fixtures';

const NWT = 'northwest-territory';
/** Seat 0 attacks seat 1's Northwest Territory, which has a city and 2 armies: seat 1 is asked about its city. */
const cityAsked = (): RiskState =>
  act(inStep(board(opening(3), { alaska: [0, 6], [NWT]: [1, 2, 1] }), 'attack', 0), 0, {
    type: 'Attack',
    from: T('alaska'),
    to: T(NWT),
    dice: 3,
  }).state;

/** Rules at the edges, each found unguarded by mutation testing (`npm run mutation -- --ruleset risk-empires`). */
describe('S002 at the edges', () => {
  it('a seat number outside the table is no seat', () => {
    const s = inStep(board(opening(3), {}), 'attack', 0);
    expect(refuse(s, 3, { type: 'EndTurn' }).code).toBe('NOT_A_SEAT');
    expect(refuse(s, -1, { type: 'EndTurn' }).code).toBe('NOT_A_SEAT');
  });

  it('Resign: a city question asked of another seat does not lapse when a third seat resigns', () => {
    const { state } = act(cityAsked(), 2, { type: 'Resign' });
    expect(R.toAct(state)).toEqual([1]);
    expect(act(state, 1, { type: 'ConvertCity' }, fixedDice([6, 6, 6, 1, 1])).events[0]).toMatchObject({
      type: 'CityConverted',
    });
  });

  it('Resign: the city question of the resigning defender lapses, and the attacker rolls on', () => {
    const { state } = act(cityAsked(), 1, { type: 'Resign' }, fixedDice([1, 1, 1, 6, 6]));
    expect(state.attack?.battle?.asking).toBe(false);
    expect(R.toAct(state)).toEqual([0]);
  });

  it('Table 4, 9 of clubs: the armies are dropped from a territory of the seat, no other', () => {
    const s = inStep(board(opening(3), { alaska: [0, 6], alberta: [1, 6], brazil: [2, 1] }), 'attack', 0);
    const withDrop = { ...s, empire: s.empire.map((h, seat) => (seat === 0 ? h.map((x, r) => (r === 8 ? 0 : x)) : h)) };
    expect(refuse(withDrop, 0, { type: 'AirDrop', from: T('alberta'), to: T('brazil') }).code).toBe(
      'NOT_YOUR_TERRITORY',
    );
  });

  it('legal actions: while a conquest waits for its armies, moving in is the only move (and resigning)', () => {
    const s = inStep(board(opening(3), { alaska: [0, 6], [NWT]: [1, 1] }), 'attack', 0);
    const won = act(s, 0, { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 3 }, fixedDice([6, 6, 6, 1])).state;
    expect(R.legalActions(won, 0).map((a) => a.type)).toEqual(['Occupy', 'Resign']);
  });

  it('legal actions: armies due after an elimination are placed before any other move of the turn', () => {
    const s = inStep(board(opening(3), { alaska: [0, 6] }), 'attack', 0, { toPlace: [3, 0, 0] });
    const types = new Set(R.legalActions(s, 0).map((a) => a.type));
    expect(types.has('PlaceArmies')).toBe(true);
    expect(types.has('Attack') || types.has('EndTurn')).toBe(false);
  });

  it('S002 8: the cheapest payment worth the price is taken, an exact one first, then the fewest cards', () => {
    // Two Nines (18) or a Nine and an Ace (10) for a price of 10: the Nine and the Ace.
    expect(
      cheapest(payments([46, 47, 0]), 10)
        ?.cards.slice()
        .sort(),
    ).toEqual([0, 46]);
    // 12 points: three Threes (12) beat two Sixes and... fewer cards among equal points.
    const choice = cheapest(
      [
        { points: 12, cards: [15, 16, 17] },
        { points: 12, cards: [32, 33] },
      ],
      12,
    );
    expect(choice?.cards).toEqual([32, 33]);
    // Fewer cards never beat fewer points.
    const fewer = cheapest(
      [
        { points: 10, cards: [46, 0] },
        { points: 16, cards: [21] },
      ],
      10,
    );
    expect(fewer?.points).toBe(10);
    expect(cheapest(payments([0]), 10)).toBeNull();
  });

  it('invariants: a card number outside the deck is reported, and armies miscounted on the board', () => {
    const s = withGoods(board(opening(3), {}), 0, [5]);
    expect(invariants({ ...s, goods: [[5, 99], [], []] }).join()).toContain('goods card 99');
    const onBoard = s.onBoard.map((n, seat) => (seat === 1 ? n + 1 : n));
    expect(invariants({ ...s, onBoard }).join()).toContain('seat 1 counts');
  });

  it('hidden information: territory cards captured on an elimination are seen by the two seats, no third', () => {
    const captured = { type: 'TerritoryCardsCaptured' as const, from: 1, to: 0, cards: [3, 7] };
    expect(R.redact(captured, 0)).toEqual(captured);
    expect(R.redact(captured, 2)).toEqual({ ...captured, cards: [-1, -1] });
  });
});
