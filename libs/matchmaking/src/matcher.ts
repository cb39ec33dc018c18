/** A player waiting for a game of `players` seats of `ruleset`. */
export interface Waiting {
  readonly playerId: string;
  readonly ruleset: string;
  readonly players: number;
  readonly mu: number;
  readonly joinedAt: number;
  readonly botFill: boolean;
  readonly botFillAfterMs: number;
}

export interface MatcherOptions {
  /** The rating gap (in mu) accepted at once... */
  readonly baseGap: number;
  /** ...and how much wider it grows each second a player waits. */
  readonly gapPerSecond: number;
}

export interface Match {
  readonly ruleset: string;
  readonly players: readonly Waiting[];
  /** Seats left for bots: only when every player in it allowed bot fill and waited long enough. */
  readonly bots: number;
}

export const defaultMatcherOptions: MatcherOptions = { baseGap: 2, gapPerSecond: 0.5 };

const key = (w: Waiting) => `${w.ruleset}#${w.players}`;

/**
 * Groups waiting players into games of close rating. Within a queue (ruleset and seat count),
 * players sorted by rating are taken in runs of a game's size; a run is acceptable when its
 * spread is within the gap every member accepts (wider the longer one has waited), and the
 * tightest acceptable run is formed first. A player who allowed bots and has waited long
 * enough gets a game with bots in the empty seats.
 */
export function findMatches(
  waiting: readonly Waiting[],
  now: number,
  options: MatcherOptions = defaultMatcherOptions,
): Match[] {
  const queues = new Map<string, Waiting[]>();
  for (const w of waiting) queues.set(key(w), [...(queues.get(key(w)) ?? []), w]);
  const matches: Match[] = [];
  for (const queue of queues.values()) matches.push(...matchQueue(queue, now, options));
  return matches;
}

function matchQueue(queue: readonly Waiting[], now: number, o: MatcherOptions): Match[] {
  const size = queue[0].players;
  const accepts = (w: Waiting) => o.baseGap + (o.gapPerSecond * Math.max(0, now - w.joinedAt)) / 1000;
  let left = [...queue].sort((a, b) => a.mu - b.mu || a.joinedAt - b.joinedAt);
  const matches: Match[] = [];
  for (;;) {
    let best: { start: number; spread: number; oldest: number } | undefined;
    for (let i = 0; i + size <= left.length; i++) {
      const run = left.slice(i, i + size);
      const spread = run[size - 1].mu - run[0].mu;
      if (spread > Math.min(...run.map(accepts))) continue;
      const oldest = Math.min(...run.map((w) => w.joinedAt));
      if (!best || spread < best.spread || (spread === best.spread && oldest < best.oldest))
        best = { start: i, spread, oldest };
    }
    if (!best) break;
    const run = left.slice(best.start, best.start + size);
    matches.push({ ruleset: run[0].ruleset, players: run, bots: 0 });
    left = left.filter((w) => !run.includes(w));
  }
  for (const w of left) {
    if (w.botFill && now - w.joinedAt >= w.botFillAfterMs)
      matches.push({ ruleset: w.ruleset, players: [w], bots: size - 1 });
  }
  return matches;
}
