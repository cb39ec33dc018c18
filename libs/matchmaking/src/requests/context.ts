import type { RulesetBots } from '@empires/bots';
import type { RulesetRegistry, AnyRuleset } from '@empires/rules-kernel';
import { refuse } from './errors';

/** The bots the server ships for a ruleset (policies by name), if any. */
export type RulesBots = (rulesetId: string) => RulesetBots | undefined;

/** What command handlers need besides the transaction: the rules and bots the server knows, and a clock. */
export interface HandlerContext {
  readonly registry: RulesetRegistry;
  readonly bots: RulesBots;
  readonly now: () => Date;
  /** A fresh invite code (randomness stays at the edge). */
  readonly inviteCode: () => string;
  /** Whether webhooks may point at private and loopback addresses (development and tests). */
  readonly allowPrivateWebhooks?: boolean;
}

export function rulesetOf(ctx: HandlerContext, id: unknown): AnyRuleset {
  const ruleset = typeof id === 'string' ? ctx.registry.find(id) : undefined;
  return ruleset ?? refuse('BAD_USER_INPUT', `no ruleset ${String(id)}`);
}

export function seatCount(ruleset: AnyRuleset, n: unknown): number {
  if (
    !Number.isInteger(n) ||
    (n as number) < ruleset.seats.min ||
    (n as number) > ruleset.seats.max ||
    (n as number) < 1
  ) {
    refuse('BAD_USER_INPUT', `${ruleset.id} takes ${ruleset.seats.min} to ${ruleset.seats.max} seats`);
  }
  return n as number;
}

/** How many rows a list asks for: `first`, `fallback` when it names none, 1 to `max`. */
export function pageSize(first: unknown, fallback = 50, max = 500): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > max)
    refuse('BAD_USER_INPUT', `first is 1 to ${max}`);
  return n as number;
}
