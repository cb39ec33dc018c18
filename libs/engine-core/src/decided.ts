import type { AnyRuleset, GameEvent, Recorded } from '@empires/rules-kernel';
import type { Decided, LifecycleEvent } from './game-stream';

export const everyoneSees = { public: true } as const;

export function lifecycle<E extends LifecycleEvent>(event: E): Decided & { payload: E } {
  return { type: event.type, payload: event, visibility: everyoneSees };
}

export function fromRecorded(ruleset: AnyRuleset, r: Recorded<GameEvent>): Decided {
  const visibility = ruleset.visibility(r.event);
  return r.rng
    ? { type: r.event.type, payload: r.event, visibility, rng: r.rng }
    : { type: r.event.type, payload: r.event, visibility };
}
