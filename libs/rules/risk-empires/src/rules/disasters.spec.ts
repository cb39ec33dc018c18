import type { Dice } from '@empires/rules-kernel';
import { newCtx, type Ctx } from '../ctx';
import { DIAMONDS, HEARTS } from '../data/empire';
import { HOME_PILE } from '../data/goods';
import { riskEmpires } from '../ruleset';
import { act, ofType, refuse } from '../testing/decisions';
import { board, fixedDice, inStep, opening, T, withEmpire, withGoods } from '../testing/fixtures';
import type { RiskState } from '../state';
import { resolveDisasters } from './disasters';

// Disaster ids: 50 Q hearts, 51 K hearts (Floods); 52 Q, 53 K diamonds (Quakes);
// 54 Q, 55 K spades (Plague); 56 Q, 57 K clubs (Riots).
const [FLOOD_Q, FLOOD_K, QUAKE_Q, QUAKE_K, PLAGUE_Q, PLAGUE_K, RIOT_Q] = [50, 51, 52, 53, 54, 55, 56];

/** Seat 0 holds only the territories listed; everything else is seat 1's. */
function holding(
  listed: Record<string, [number, number?]>,
  aside: number[],
  cards: [number, number][] = [],
): RiskState {
  const entries = Object.fromEntries(
    Object.entries(listed).map(([id, [armies, city]]) => [id, [0, armies, city ?? 0] as [number, number, number]]),
  );
  let s = board(opening(3), entries, () => 1);
  for (const [suit, rank] of cards) s = withEmpire(s, 0, suit, rank);
  return inStep(withGoods(s, 0, aside, true), 'disasters', 0);
}

function resolve(s: RiskState, dice: Dice): Ctx {
  const ctx = newCtx(s, dice);
  resolveDisasters(ctx);
  return ctx;
}

const losses = (ctx: Ctx) => ofType(ctx.events, 'ArmiesLost').map((e) => [e.territory, e.armies, e.city]);

describe('S002 7 and Effects of Disaster Cards: Floods and Quakes', () => {
  it('Floods: a die for each Table 3 flood territory held; that many armies are lost there, one always kept', () => {
    const ctx = resolve(
      holding({ alaska: [5], brazil: [4], iceland: [3], ontario: [9] }, [FLOOD_Q]),
      fixedDice([2, 6, 1]),
    );
    expect(ofType(ctx.events, 'DisasterStruck')).toEqual([{ type: 'DisasterStruck', seat: 0, kind: 1, king: false }]);
    expect(ofType(ctx.events, 'DisasterRolled').map((e) => [e.territory, e.dice])).toEqual([
      [T('alaska'), [2]],
      [T('brazil'), [6]],
      [T('iceland'), [1]],
    ]);
    expect(losses(ctx)).toEqual([
      [T('alaska'), 3, 0],
      [T('brazil'), 1, 0],
      [T('iceland'), 2, 0],
    ]);
  });

  it("'Quakes strike the Table 3 quake territories", () => {
    const ctx = resolve(holding({ kamchatka: [4], 'middle-east': [4], alaska: [4] }, [QUAKE_Q]), fixedDice([1, 2]));
    expect(losses(ctx)).toEqual([
      [T('middle-east'), 3, 0],
      [T('kamchatka'), 2, 0],
    ]);
  });

  it('Table 2 note: the King adds one to the number of armies lost', () => {
    const ctx = resolve(holding({ alaska: [6] }, [FLOOD_K]), fixedDice([2]));
    expect(losses(ctx)).toEqual([[T('alaska'), 3, 0]]);
  });

  it('Table 4, 3 of hearts (Storm Shelter): one less army lost to Floods', () => {
    const ctx = resolve(holding({ alaska: [6] }, [FLOOD_Q], [[HEARTS, 3]]), fixedDice([2]));
    expect(losses(ctx)).toEqual([[T('alaska'), 5, 0]]);
  });

  it("Table 4, 3 of diamonds ('Quake Shelter): one less army lost to 'Quakes", () => {
    const ctx = resolve(holding({ kamchatka: [6] }, [QUAKE_K], [[DIAMONDS, 3]]), fixedDice([3]));
    expect(losses(ctx)).toEqual([[T('kamchatka'), 3, 0]]);
  });

  it('Effects: a city counts as 3 armies; the armies go first, then the city breaks into what is left', () => {
    const kept = resolve(holding({ alaska: [1, 1] }, [FLOOD_Q]), fixedDice([1]));
    expect(losses(kept)).toEqual([[T('alaska'), 0, 1]]);
    const broken = resolve(holding({ alaska: [1, 1] }, [FLOOD_Q]), fixedDice([2]));
    expect(losses(broken)).toEqual([[T('alaska'), 2, 0]]);
    const flattened = resolve(holding({ alaska: [1, 1] }, [FLOOD_Q]), fixedDice([6]));
    expect(losses(flattened)).toEqual([[T('alaska'), 1, 0]]);
  });
});

describe('S002 Effects: Plague', () => {
  // The seed's example: 8 armies in Indonesia, 4 in New Guinea, 2 in Western and 2 in Eastern Australia.
  const australia = { indonesia: [8], 'new-guinea': [4], 'western-australia': [2], 'eastern-australia': [2] } as Record<
    string,
    [number]
  >;

  it("the seed's example: starts in the territory with most armies of the continent with most, then moves to the adjacent one with most", () => {
    // Europe holds 15 here, so Australia (16) is the continent; the seed's player chose it among equals.
    const s = holding({ ...australia, iceland: [15] }, [PLAGUE_Q]);
    const ctx = resolve(s, fixedDice([4, 2, 6, 5, 3, 3, 4, 1]));
    expect(ofType(ctx.events, 'DisasterRolled').map((e) => [e.territory, e.dice, e.hit])).toEqual([
      [T('indonesia'), [4, 2], true],
      [T('new-guinea'), [6, 5], false],
      // Equal armies: the rules choose the first in map order (the seed's player chose Eastern Australia).
      [T('western-australia'), [3, 3], true],
      [T('eastern-australia'), [4, 1], false],
    ]);
    expect(losses(ctx)).toEqual([
      [T('indonesia'), 6, 0],
      [T('western-australia'), 1, 0],
    ]);
  });

  it('the chance falls by one each territory: red at most 5, then 4, 3, 2, 1; at most 5 territories', () => {
    const s = holding(
      { alaska: [9], 'northwest-territory': [8], alberta: [7], ontario: [6], quebec: [5], greenland: [4] },
      [PLAGUE_Q],
    );
    const ctx = resolve(s, fixedDice([5, 1, 5, 1, 4, 1, 3, 1, 2, 1]));
    expect(ofType(ctx.events, 'DisasterRolled').map((e) => e.hit)).toEqual([true, false, false, false, false]);
  });

  it('Table 2 note: the King adds one to the armies lost, not to the chance', () => {
    const ctx = resolve(holding({ indonesia: [8] }, [PLAGUE_K]), fixedDice([6, 2]));
    expect(losses(ctx)).toEqual([]);
    const hit = resolve(holding({ indonesia: [8] }, [PLAGUE_K]), fixedDice([5, 2]));
    expect(losses(hit)).toEqual([[T('indonesia'), 5, 0]]);
  });

  it('Table 4, 6 of hearts (Medicine I): one less army lost to Plague', () => {
    const ctx = resolve(holding({ indonesia: [8] }, [PLAGUE_Q], [[HEARTS, 6]]), fixedDice([1, 3]));
    expect(losses(ctx)).toEqual([[T('indonesia'), 6, 0]]);
  });

  it('Table 4, 9 of hearts (Medicine II): one added to the die that decides whether a territory is affected', () => {
    const ctx = resolve(holding({ indonesia: [8] }, [PLAGUE_Q], [[HEARTS, 9]]), fixedDice([5, 3]));
    expect(ofType(ctx.events, 'DisasterRolled')[0].hit).toBe(false);
  });

  it('the plague stays in its continent (sea lines count, other continents do not)', () => {
    const ctx = resolve(holding({ indonesia: [8], siam: [9] }, [PLAGUE_Q]), fixedDice([6, 6]));
    expect(ofType(ctx.events, 'DisasterRolled').map((e) => e.territory)).toEqual([T('siam')]);
  });
});

describe('S002 Effects: Riots', () => {
  const cities = { alaska: [2, 1], greenland: [0, 1], iceland: [1, 1] } as Record<string, [number, number]>;

  it('the player first specifies the order in which its cities are checked', () => {
    const s = holding(cities, [RIOT_Q]);
    const ctx = resolve(s, fixedDice([]));
    expect(ctx.events).toEqual([]);
    expect(riskEmpires.toAct(s)).toEqual([0]);
    expect(riskEmpires.legalActions(s, 0).filter((a) => a.type === 'OrderRiots')).toHaveLength(6);
    expect(refuse(s, 0, { type: 'OrderRiots', cities: [T('alaska'), T('greenland')] }).code).toBe('BAD_RIOT_ORDER');
  });

  it('with n cities the first riots on a die of n or less, the next on n-1 or less...; a riot replaces the city by 1 army and costs 1 goods card', () => {
    const s = withGoods(holding(cities, [RIOT_Q]), 0, [30, 2, 40]);
    const { events, state } = act(
      s,
      0,
      { type: 'OrderRiots', cities: [T('iceland'), T('greenland'), T('alaska')] },
      fixedDice([3, 3, 1]),
    );
    expect(ofType(events, 'DisasterRolled').map((e) => [e.territory, e.hit])).toEqual([
      [T('iceland'), true],
      [T('greenland'), false],
      [T('alaska'), true],
    ]);
    expect(ofType(events, 'CityRioted').map((e) => [e.territory, e.armies, e.city])).toEqual([
      [T('iceland'), 2, 0],
      [T('alaska'), 3, 0],
    ]);
    expect(ofType(events, 'GoodsLost').map((e) => e.cards)).toEqual([[2], [30]]);
    expect(state.goods[0]).toEqual([40]);
  });

  it('Table 4, 9 of diamonds (Riot Gear): one added to the die that decides whether a city riots', () => {
    const s = holding(cities, [RIOT_Q], [[DIAMONDS, 9]]);
    const { events } = act(
      s,
      0,
      { type: 'OrderRiots', cities: [T('iceland'), T('greenland'), T('alaska')] },
      fixedDice([3, 1, 1]),
    );
    expect(ofType(events, 'DisasterRolled').map((e) => e.hit)).toEqual([false, true, false]);
  });

  it('with one city there is no order to give', () => {
    const ctx = resolve(holding({ alaska: [2, 1] }, [RIOT_Q]), fixedDice([1]));
    expect(ofType(ctx.events, 'CityRioted')).toHaveLength(1);
  });
});

describe('S002 7. Resolve Disasters', () => {
  it('S002 7: at most 2 Disasters a turn and only one of each type, in the order received; the rest are not resolved', () => {
    const s = holding({ alaska: [6], kamchatka: [6], 'new-guinea': [6] }, [FLOOD_Q, FLOOD_K, QUAKE_Q, PLAGUE_Q]);
    const ctx = resolve(s, fixedDice([1, 1]));
    expect(
      ctx.events
        .filter((e) => e.type === 'DisasterStruck' || e.type === 'DisasterSkipped')
        .map((e) => [e.type, (e as { kind: number }).kind]),
    ).toEqual([
      ['DisasterStruck', 1],
      ['DisasterSkipped', 1],
      ['DisasterStruck', 0],
      ['DisasterSkipped', 2],
    ]);
  });

  it('S002 7: resolved Disaster cards return face down to the bottom of their starting piles', () => {
    const s = holding({ alaska: [6] }, [FLOOD_Q, PLAGUE_K]);
    const ctx = resolve(s, fixedDice([1, 6, 6]));
    expect(ctx.state.aside[0]).toEqual([]);
    expect(ctx.state.piles[HOME_PILE[FLOOD_Q]].at(-1)).toBe(FLOOD_Q);
    expect(HOME_PILE[FLOOD_Q]).toBe(0);
    expect(ctx.state.piles[3].at(-1)).toBe(PLAGUE_K);
  });

  it('S002 7: Disasters only affect the player who received them', () => {
    const s = holding({ alaska: [6] }, [FLOOD_Q]);
    const ctx = resolve(s, fixedDice([3]));
    expect(ctx.state.armies.filter((_, t) => s.owner[t] === 1)).toEqual(s.armies.filter((_, t) => s.owner[t] === 1));
  });
});
