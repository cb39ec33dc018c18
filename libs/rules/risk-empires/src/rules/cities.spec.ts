import { HEARTS } from '../data/empire';
import { act, ofType, refuse } from '../testing/decisions';
import { board, inStep, opening, T, withEmpire, withGoods } from '../testing/fixtures';
import type { RiskState } from '../state';

/** Seat 0 builds: Alaska 5 armies, Alberta 3, Western US 2; Greenland already has a city. */
const building = (patch: (s: RiskState) => RiskState = (s) => s): RiskState =>
  inStep(
    patch(
      board(opening(3), { alaska: [0, 5], alberta: [0, 3], 'western-united-states': [0, 2], greenland: [0, 4, 1] }),
    ),
    'build',
    0,
  );

describe('S002 5a. Build Cities', () => {
  it('S002 5a: a territory with 3 or more armies becomes a city: remove 3 armies and place a city', () => {
    const { events, state } = act(building(), 0, { type: 'BuildCity', territory: T('alaska') });
    expect(events[0]).toEqual({ type: 'CityBuilt', seat: 0, territory: T('alaska'), armies: 3 });
    expect([state.armies[T('alaska')], state.city[T('alaska')], state.cityCount[0]]).toEqual([2, 1, 2]);
  });

  it('S002 5a: exactly 3 armies leave the city alone in its territory', () => {
    const { state } = act(building(), 0, { type: 'BuildCity', territory: T('alberta') });
    expect([state.armies[T('alberta')], state.city[T('alberta')], state.owner[T('alberta')]]).toEqual([0, 1, 0]);
  });

  it('S002 5a: fewer than 3 armies cannot make a city', () => {
    expect(refuse(building(), 0, { type: 'BuildCity', territory: T('western-united-states') }).code).toBe(
      'NOT_ENOUGH_ARMIES',
    );
  });

  it('Table 4, Queen of hearts (Urban Sprawl): only two armies are needed to form a city', () => {
    const { events } = act(
      building((s) => withEmpire(s, 0, HEARTS, 12)),
      0,
      { type: 'BuildCity', territory: T('western-united-states') },
    );
    expect(events[0]).toMatchObject({ type: 'CityBuilt', armies: 2 });
  });

  it('S002 5a: each territory may only contain 1 city', () => {
    expect(refuse(building(), 0, { type: 'BuildCity', territory: T('greenland') }).code).toBe('CITY_EXISTS');
  });

  it('S002 5a: no player may have more than 5 cities on the board', () => {
    const s = building((x) =>
      board(x, {
        alaska: [0, 5],
        greenland: [0, 1, 1],
        ontario: [0, 1, 1],
        quebec: [0, 1, 1],
        peru: [0, 1, 1],
        iceland: [0, 1, 1],
      }),
    );
    expect(refuse(s, 0, { type: 'BuildCity', territory: T('alaska') }).code).toBe('CITY_LIMIT');
  });

  it('only the seat in its build step builds', () => {
    expect(refuse(building(), 1, { type: 'BuildCity', territory: T('northwest-territory') }).code).toBe(
      'NOT_YOUR_TURN',
    );
  });
});

describe('S002 5b. Acquire Goods Cards', () => {
  it('S002 5b: once done building, a player draws one card from each of the first N piles for N cities', () => {
    const s = building((x) =>
      board(x, { alaska: [0, 5], greenland: [0, 1, 1], ontario: [0, 1, 1], quebec: [0, 1, 1] }),
    );
    const tops = s.piles.map((p) => p[0]);
    const { events, state } = act(s, 0, { type: 'EndBuilding' });
    expect(events[0]).toEqual({ type: 'GoodsDrawn', seat: 0, piles: [0, 1, 2], cards: tops.slice(0, 3) });
    expect(state.goods[0]).toEqual(tops.slice(0, 3));
    expect(state.piles[3]).toEqual(s.piles[3]);
  });

  it("S002 5b: if there are no cards in a pile, that pile's card is forfeited", () => {
    const base = building();
    const s = withGoods(base, 2, base.piles[0]);
    expect(s.piles[0]).toEqual([]);
    const { events } = act(s, 0, { type: 'EndBuilding' });
    expect(ofType(events, 'GoodsDrawn')).toEqual([]);
    const two = withGoods(
      building((x) => board(x, { alaska: [0, 5], greenland: [0, 1, 1], ontario: [0, 1, 1] })),
      2,
      base.piles[0],
    );
    expect(ofType(act(two, 0, { type: 'EndBuilding' }).events, 'GoodsDrawn')[0]).toMatchObject({ piles: [1] });
  });

  it('S002 5b: when nothing more can be built, the cards are drawn and the next player builds', () => {
    const s = building((x) =>
      board(x, { alaska: [0, 3], greenland: [0, 1, 1], alberta: [0, 1], 'western-united-states': [0, 1] }),
    );
    const { events, state } = act(s, 0, { type: 'BuildCity', territory: T('alaska') });
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['CityBuilt', 'GoodsDrawn']);
    expect(ofType(events, 'GoodsDrawn')[0].piles).toEqual([0, 1]);
    expect([state.phase, state.seat]).not.toEqual(['build', 0]);
  });
});
