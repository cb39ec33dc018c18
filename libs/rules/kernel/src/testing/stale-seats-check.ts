import type { GameCommand, GameEvent, Ruleset, Seat } from '../ruleset';
import type { PlayedStep } from './played-game';

/** What a step takes away from a seat its events leave current. */
export interface StaleSeatFailure {
  readonly game: number;
  readonly step: number;
  readonly events: readonly string[];
  readonly seat: Seat;
  /** A move the seat was offered before the step and is not after it. */
  readonly lost: string;
}

export interface StaleSeatReport {
  /** Steps, over all the games, whose events left some seat current: the ones checked. */
  readonly checked: number;
  readonly failures: readonly StaleSeatFailure[];
}

/**
 * The engine accepts a command on the version its seat saw as long as no event since named that
 * seat stale (`staleSeats`), so such an event must leave the seat every move it was offered: a move
 * it chose before the event would otherwise be refused for a reason the seat could not see coming
 * (the offer it accepts is gone), where VERSION_CONFLICT would have told it to look again. For each
 * step of each game played, every seat that none of the step's events names stale must still be
 * offered, after it, every move it was offered before it.
 */
export function staleSeatFailures<S, C extends GameCommand, E extends GameEvent>(
  ruleset: StaleSeatRules<S, C, E>,
  games: readonly { readonly seats: number; readonly steps: readonly PlayedStep<S, C, E>[] }[],
): StaleSeatReport {
  if (!ruleset.staleSeats) throw new Error('the ruleset names no stale seats: every event concerns everyone');
  const failures: StaleSeatFailure[] = [];
  let checked = 0;
  games.forEach(({ seats, steps }, game) =>
    steps.forEach((step, index) => {
      const current = seatsLeftCurrent(ruleset, step, seats);
      if (current.length > 0) checked++;
      for (const seat of current) {
        const after = new Set(ruleset.legalActions(step.after, seat).map((a) => JSON.stringify(a)));
        const lost = ruleset.legalActions(step.before, seat).find((a) => !after.has(JSON.stringify(a)));
        const events = step.events.map((e) => e.type);
        if (lost) failures.push({ game, step: index, events, seat, lost: JSON.stringify(lost) });
      }
    }),
  );
  return { checked, failures };
}

type StaleSeatRules<S, C extends GameCommand, E extends GameEvent> = Pick<
  Ruleset<S, C, E, unknown>,
  'staleSeats' | 'evolve' | 'legalActions'
>;

/** The seats none of a step's events names stale (none when one of them concerns everyone). */
function seatsLeftCurrent<S, C extends GameCommand, E extends GameEvent>(
  ruleset: StaleSeatRules<S, C, E>,
  step: PlayedStep<S, C, E>,
  seats: number,
): Seat[] {
  const stale = new Set<Seat>();
  let state = step.before;
  for (const event of step.events) {
    const named = ruleset.staleSeats?.(state, event) ?? 'everyone';
    if (named === 'everyone') return [];
    for (const seat of named) stale.add(seat);
    state = ruleset.evolve(state, event);
  }
  return Array.from({ length: seats }, (_, seat) => seat).filter((seat) => !stale.has(seat));
}
