import type { RandomGamesBenchOptions, RulesBenchResult } from '../bench';

/** How a ruleset's bench test plays: how long its games run, how far its clock ticks a reading. */
export interface BenchSuite {
  readonly roundLimit: number;
  /** Milliseconds the injected clock moves each time it is read. */
  readonly tick: number;
  /** Fewer commands than this over three games and the bench measured too little. */
  readonly moreCommandsThan?: number;
}

/** The test every ruleset's bench passes: three short games timed by an injected clock, called inside its `describe`. */
export function benchSuite(
  bench: (options: RandomGamesBenchOptions) => RulesBenchResult,
  { roundLimit, tick, moreCommandsThan = 0 }: BenchSuite,
): void {
  it('plays games and reports commands and events per second from an injected clock', () => {
    let t = 0;
    const r = bench({ games: 3, now: () => (t += tick), roundLimit, passes: 1 });
    expect(r.games).toBe(3);
    expect(r.commands).toBeGreaterThan(moreCommandsThan);
    expect(r.events).toBeGreaterThan(r.commands);
    expect(r.commandsPerSecond).toBe(Math.round((r.commands * 1000) / tick));
    expect(r.eventsPerSecond).toBe(Math.round((r.events * 1000) / tick));
  });
}
