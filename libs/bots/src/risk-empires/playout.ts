import { Dice, isViolation, play, type AnyRuleset, type Table } from '@empires/rules-kernel';
import type { RiskState } from '@empires/rules-risk-empires';
import { fallback, plan, type Action } from './heuristic';

export interface Horizon {
  /** Commands at most. */
  readonly commands: number;
  /**
   * `step`: stop when the step under way (or the seat's part of it) ends; `reply`: stop once an
   * attack step of a seat other than the one acting first has ended.
   */
  readonly until: 'step' | 'reply';
}

/**
 * The game played on by the rules of thumb for every seat, from a whole state (a determinized
 * world), up to the horizon: far enough for the other side's answer to the move being judged.
 */
export function playout(ruleset: AnyRuleset, state: RiskState, rng: Table<RiskState>['rng'], h: Horizon): RiskState {
  let table: Table<RiskState> = { state, rng, version: 0 };
  const first = ruleset.toAct(state)[0];
  let replying = false;
  for (let i = 0; i < h.commands; i++) {
    const s = table.state;
    if (s.phase === 'ended') break;
    if (h.until === 'step' && (s.phase !== state.phase || s.seat !== state.seat)) break;
    if (h.until === 'reply') {
      const theirs = s.phase === 'attack' && s.seat !== first && s.seat >= 0;
      if (replying && !theirs) break;
      replying = theirs;
    }
    const due = ruleset.toAct(s) as readonly number[];
    if (due.length === 0) break;
    const next = advance(ruleset, table, due[i % due.length]);
    if (!next) break;
    table = next;
  }
  return table.state;
}

/**
 * The table after the rules of thumb's move for `seat` (a plain legal action where the rules refuse
 * it); undefined when the seat has nothing to do. The rules are asked only when the plan needs them.
 */
export function advance(ruleset: AnyRuleset, table: Table<RiskState>, seat: number): Table<RiskState> | undefined {
  const s = table.state;
  let legal: readonly Action[] | null = null;
  const listed = (): readonly Action[] => (legal ??= ruleset.legalActions(s, seat) as readonly Action[]);
  const command = plan(s, seat, listed);
  const next = command ? play<RiskState, never>(ruleset, table, command, seat) : null;
  if (next && !isViolation(next)) return next.table;
  const plain = fallback(listed());
  const played = plain ? play<RiskState, never>(ruleset, table, plain, seat) : null;
  return played && !isViolation(played) ? played.table : undefined;
}

/** A PRNG state from the state itself, so a position is always played on with the same dice. */
export function seedOf(s: RiskState): Table<RiskState>['rng'] {
  let h = 0x811c9dc5 ^ s.round;
  const mix = (x: number) => {
    h ^= x;
    h = Math.imul(h, 0x01000193);
  };
  for (let t = 0; t < s.armies.length; t++) mix(s.armies[t] * 64 + s.owner[t] + 2);
  for (const hand of s.goods) for (const c of hand) mix(c);
  mix(s.deck.length);
  return Dice.fromSeed(h).state;
}
