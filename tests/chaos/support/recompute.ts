import { standingRanks, type EventEnvelope, type StandingView } from '@empires/contracts';
import { newSkill, rateSeats, type SeatHolder, type Skill } from '@empires/matchmaking';
import { fold, standingsOf, type TournamentEvent } from '@empires/tournaments';
import type { Outcome } from '@empires/rules-kernel';

/** A finished game as its events tell it: the ruleset, who held each seat at the end, the outcome. */
export interface FinishedGame {
  readonly gameId: string;
  readonly ruleset: string;
  readonly seats: readonly SeatHolder[];
  readonly outcome: Outcome & { readonly forfeited?: readonly number[]; readonly standIns?: readonly number[] };
}

/** A rating as matchmaking keeps it. */
export interface StoredRating {
  readonly playerId: string;
  readonly ruleset: string;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
}

/**
 * Every rating again from the games' events, rated one after another in the order matchmaking rated
 * them (OpenSkill is not commutative), with matchmaking's own rating of a game (`rateSeats`).
 */
export function recomputeRatings(games: readonly FinishedGame[]): StoredRating[] {
  const ratings = new Map<string, StoredRating>();
  const key = (ruleset: string, id: string) => `${ruleset}#${id}`;
  for (const g of games) {
    const skillOf = (id: string): Skill => ratings.get(key(g.ruleset, id)) ?? newSkill();
    for (const { id, after } of rateSeats(g.seats, standingRanks(g.outcome), skillOf)) {
      const games = (ratings.get(key(g.ruleset, id))?.games ?? 0) + 1;
      ratings.set(key(g.ruleset, id), { playerId: id, ruleset: g.ruleset, mu: after.mu, sigma: after.sigma, games });
    }
  }
  return [...ratings.values()];
}

/** Ratings that differ from the recomputation (or exist on one side only), one line each. */
export function ratingMismatches(stored: readonly StoredRating[], recomputed: readonly StoredRating[]): string[] {
  const key = (r: StoredRating) => `${r.ruleset}#${r.playerId}`;
  const expected = new Map(recomputed.map((r) => [key(r), r]));
  const problems: string[] = [];
  for (const r of stored) {
    const e = expected.get(key(r));
    expected.delete(key(r));
    const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
    if (!e || !close(e.mu, r.mu) || !close(e.sigma, r.sigma) || e.games !== r.games)
      problems.push(`${key(r)}: stored ${show(r)}, recomputed ${e ? show(e) : 'none'}`);
  }
  for (const e of expected.values()) problems.push(`${key(e)}: stored none, recomputed ${show(e)}`);
  return problems;
}

const show = (r: StoredRating) => `mu ${r.mu} sigma ${r.sigma} in ${r.games} games`;

/** What the API serves of a standing and the recomputation must match. */
type Standing = Pick<StandingView, 'place' | 'entrantId' | 'points' | 'games' | 'wins'>;

/**
 * A tournament's standings again from its events, each game's result taken from the game's own
 * events (its outcome, as the standings count it): `standingsOf` of the tournament library over
 * them must give what the tournament serves. Results that differ from the game's outcome are
 * problems too.
 */
export function standingsMismatches(
  tournament: readonly EventEnvelope[],
  outcomes: ReadonlyMap<string, FinishedGame['outcome']>,
  served: readonly Standing[],
): string[] {
  const problems: string[] = [];
  const events = tournament.map((e) => {
    const t = e.payload as TournamentEvent;
    if (t.type !== 'TournamentGameFinished') return t;
    const outcome = outcomes.get(t.gameId);
    if (!outcome) {
      problems.push(`${t.gameId}: no outcome in the game's events`);
      return t;
    }
    const ranks = standingRanks(outcome);
    if (JSON.stringify(ranks) !== JSON.stringify(t.result.ranks))
      problems.push(`${t.gameId}: the tournament recorded ranks ${t.result.ranks}, the game ended ${ranks}`);
    return { ...t, result: { ...t.result, ranks } };
  });
  const recomputed = standingsOf(fold(events));
  const line = (s: Standing) => `${s.place}. ${s.entrantId} ${s.points} pts, ${s.games} games, ${s.wins} wins`;
  const [want, got] = [recomputed.map(line), served.map(line)];
  if (JSON.stringify(want) !== JSON.stringify(got))
    problems.push(`standings served:\n${got.join('\n')}\nrecomputed:\n${want.join('\n')}`);
  return problems;
}
