import type { EventEnvelope, StandingView } from '@empires/contracts';
import { newSkill, rateGame } from '@empires/matchmaking';
import type { TournamentEvent } from '@empires/tournaments';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ratingMismatches, recomputeRatings, standingsMismatches, type FinishedGame } from './recompute';

const player = (playerId: string) => ({ kind: 'player', playerId });
const game = (gameId: string, seats: FinishedGame['seats'], ranks: number[]): FinishedGame => ({
  gameId,
  ruleset: 'dice-race',
  seats,
  outcome: { ranks, reason: 'target reached' },
});
const games = [
  game('g1', [player('ann'), player('ben')], [1, 2]),
  game('g2', [player('ben'), { kind: 'bot', policy: 'random' }], [1, 2]),
  game(
    'g3',
    [
      { kind: 'bot', policy: 'random' },
      { kind: 'bot', policy: 'random' },
    ],
    [2, 1],
  ),
];

describe('the chaos recomputation of ratings', () => {
  const recomputed = recomputeRatings(games);

  it('rates game after game as matchmaking does; a bot against itself is rated by no one', () => {
    const [ann, ben] = rateGame([newSkill(), newSkill()], [1, 2]);
    const [ben2, bot] = rateGame([ben, newSkill()], [1, 2]);
    expect(recomputed).toEqual([
      { playerId: 'ann', ruleset: 'dice-race', ...ann, games: 1 },
      { playerId: 'ben', ruleset: 'dice-race', ...ben2, games: 2 },
      { playerId: 'bot:random', ruleset: 'dice-race', ...bot, games: 1 },
    ]);
    expect(ratingMismatches(recomputed, recomputed)).toEqual([]);
  });

  it('fails a stored rating with another mu, a game counted twice, or a rating missing', () => {
    const wrong = recomputed.map((r, i) => (i === 0 ? { ...r, mu: r.mu + 0.01 } : r));
    expect(ratingMismatches(wrong, recomputed)).toEqual([expect.stringMatching(/^dice-race#ann: stored mu/)]);
    const twice = recomputed.map((r, i) => (i === 1 ? { ...r, games: 3 } : r));
    expect(ratingMismatches(twice, recomputed)).toEqual([expect.stringMatching(/^dice-race#ben:/)]);
    expect(ratingMismatches(recomputed.slice(1), recomputed)).toEqual([
      expect.stringMatching(/^dice-race#ann: stored none/),
    ]);
  });

  it('fails ratings rated in another order than the games were', () => {
    expect(ratingMismatches(recomputeRatings([...games].reverse()), recomputed)).not.toEqual([]);
  });
});

describe('the chaos recomputation of standings', () => {
  // A round robin of five as the tournament decider recorded it (libs/tournaments).
  const recorded = readFileSync(
    join(__dirname, '../../../libs/tournaments/src/testing/recorded/round-robin-5.ndjson'),
    'utf8',
  )
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as TournamentEvent);
  const stream = recorded.map((payload, i) => ({ seq: i + 1, type: payload.type, payload }) as EventEnvelope);
  const results = recorded.flatMap((e) => (e.type === 'TournamentGameFinished' ? [e] : []));
  const outcomes = new Map(results.map((e) => [e.gameId, e.result]));
  const final = recorded.find((e) => e.type === 'TournamentFinished') as { standings: readonly StandingView[] };

  it('passes the standings the tournament served when the games ended as it recorded', () => {
    expect(standingsMismatches(stream, outcomes, final.standings)).toEqual([]);
  });

  it('fails an injected wrong standing: a point more, or two places swapped', () => {
    const more = final.standings.map((s, i) => (i === 2 ? { ...s, points: s.points + 1 } : s));
    expect(standingsMismatches(stream, outcomes, more)).toHaveLength(1);
    const swapped = [final.standings[1], final.standings[0], ...final.standings.slice(2)];
    expect(standingsMismatches(stream, outcomes, swapped)).toHaveLength(1);
  });

  it('fails a result the tournament recorded otherwise than the game ended', () => {
    const first = results[0];
    const otherwise = new Map(outcomes).set(first.gameId, {
      ...first.result,
      ranks: [...first.result.ranks].reverse(),
    });
    expect(standingsMismatches(stream, otherwise, final.standings)).toEqual([
      expect.stringMatching(new RegExp(`^${first.gameId}: the tournament recorded ranks`)),
      expect.stringMatching(/^standings served/),
    ]);
  });
});
