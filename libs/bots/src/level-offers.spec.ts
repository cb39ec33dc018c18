import { shippedRulesets } from '@empires/rulesets';
import type { RulesetBots } from './catalog';
import { isLevelRefusal, levelOffer, levelsOf, seatPolicy } from './level-offers';
import { randomPolicy } from './random-policy';
import { botsFor } from './shipped';

const shippedIds = [...new Set(shippedRulesets.map((r) => r.id))];
const offer = (rulesetId: string, level: string, bots: RulesetBots | undefined = botsFor(rulesetId)) => {
  const o = levelOffer(rulesetId, level, bots);
  if (isLevelRefusal(o)) throw new Error(o.message);
  return o;
};

describe('bot levels', () => {
  it.each(shippedIds)('%s offers easy, medium and hard, weakest first, each described and playable', (id) => {
    const offers = levelsOf(id, botsFor(id));
    expect(offers.map((o) => [o.level, o.name])).toEqual([
      ['easy', 'Easy'],
      ['medium', 'Medium'],
      ['hard', 'Hard'],
    ]);
    for (const o of offers) {
      expect(o.description.length).toBeGreaterThan(40);
      expect(seatPolicy(id, o.level, botsFor(id))?.spec).toBe(o.policy);
    }
  });

  it('easy plays at random, medium the ruleset’s heuristic, hard the search', () => {
    for (const id of ['risk-empires', 'medieval']) {
      expect(offer(id, 'easy').policy).toBe('random');
      expect(offer(id, 'medium').policy).toBe('heuristic');
      expect(seatPolicy(id, 'medium', botsFor(id))).toBe(botsFor(id)?.heuristic);
      expect(offer(id, 'hard').policy).toMatch(/^mcts\?ms=\d+$/);
    }
  });

  it('says how each level plays in its own ruleset', () => {
    const medium = shippedIds.map((id) => offer(id, 'medium').description);
    expect(new Set(medium).size).toBe(shippedIds.length);
    expect(offer('risk-empires', 'medium').description).toMatch(/continents/);
    expect(offer('risk-empires', 'hard').description).toMatch(/medium player/); // guided by the heuristic
    expect(offer('medieval', 'hard').description).toMatch(/medium player’s move/); // guided by the heuristic too
  });

  it('warlords plays its heuristic at medium once it has one, and says what it plays until then', () => {
    const without = offer('warlords', 'medium', {});
    expect(without.policy).not.toBe('heuristic');
    expect(without.description).toMatch(/No rule-based player for warlords yet/);
    expect(seatPolicy('warlords', 'medium', {})).toBeDefined();

    const heuristic = { ...randomPolicy, spec: 'heuristic' };
    const withHeuristic = offer('warlords', 'medium', { heuristic });
    expect(withHeuristic.policy).toBe('heuristic');
    expect(withHeuristic.description).toMatch(/supply lines/);
    expect(seatPolicy('warlords', 'medium', { heuristic })).toBe(heuristic);
  });

  it('hard is the guided search where the ruleset has a guide, plain search where not', () => {
    const guide = {} as NonNullable<RulesetBots['guide']>;
    expect(offer('warlords', 'hard', { guide }).description).toMatch(
      /medium player’s move played bolder and more careful/,
    );
    expect(offer('warlords', 'hard', {}).description).toMatch(/random continuations/);
  });

  it('refuses a level the ruleset does not offer, naming those it does', () => {
    expect(levelsOf('nim', undefined).map((o) => o.level)).toEqual(['easy']);
    expect(levelOffer('nim', 'hard', undefined)).toEqual({
      code: 'BOT_LEVEL_NOT_OFFERED',
      message: 'nim offers no hard bot; it offers easy',
    });
    expect(seatPolicy('nim', 'hard', undefined)).toBeUndefined();
  });

  it('refuses what is not a level at all', () => {
    expect(levelOffer('risk-empires', 'expert', botsFor('risk-empires'))).toMatchObject({ code: 'UNKNOWN_BOT_LEVEL' });
    expect(levelOffer('risk-empires', 'MEDIUM', botsFor('risk-empires'))).toMatchObject({ code: 'UNKNOWN_BOT_LEVEL' });
  });

  it('still plays a seat named by a policy spec from before levels', () => {
    expect(seatPolicy('risk-empires', 'heuristic', botsFor('risk-empires'))).toBe(botsFor('risk-empires')?.heuristic);
    expect(seatPolicy('risk-empires', 'mcts?ms=50', botsFor('risk-empires'))?.spec).toBe('mcts?ms=50');
    expect(seatPolicy('risk-empires', 'telepathy', botsFor('risk-empires'))).toBeUndefined();
  });
});
