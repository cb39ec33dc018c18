import type { Dice } from './dice';
import type { LegalAction, Range } from './ruleset';

export const isRange = (value: unknown): value is Range =>
  typeof value === 'object' && value !== null && 'min' in value && 'max' in value && Object.keys(value).length === 2;

/** A concrete command from a legal action, each range sampled uniformly. */
export function sampleAction<C>(action: LegalAction<C>, dice: Dice): C {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action)) out[key] = isRange(value) ? dice.int(value.min, value.max) : value;
  return out as C;
}

/**
 * Whether a concrete command is one of the legal actions (ranges matched by inclusion). Bots call it on every legal
 * action of every command they plan, so plain values are compared as they are and only objects (other than ranges)
 * through their JSON: that comparison was a sixth of a medieval search's time.
 */
export function matchesAction<C>(action: LegalAction<C>, command: C): boolean {
  const given = command as Record<string, unknown>;
  const wanted = action as Record<string, unknown>;
  for (const key of Object.keys(wanted)) {
    const value = wanted[key];
    const actual = given[key];
    if (value === actual) continue;
    if (typeof value !== 'object' || value === null) return false;
    if (isRange(value)) {
      if (typeof actual !== 'number' || actual < value.min || actual > value.max) return false;
    } else if (JSON.stringify(value) !== JSON.stringify(actual)) return false;
  }
  return true;
}
