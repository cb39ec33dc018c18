import {
  Dice,
  isRange,
  isViolation,
  matchesAction,
  type AnyRuleset,
  type GameCommand,
  type LegalAction,
  type Seat,
} from '@empires/rules-kernel';

// A rule-based player plans its command by rules of thumb and checks it against the rules: anything
// refused falls back to a plain legal action, so it never stops a game.

/** The seat's legal actions when it is to act and may do more than resign; undefined when it has nothing to weigh. */
function actionsToWeigh<A extends LegalAction<GameCommand>>(
  ruleset: AnyRuleset,
  state: unknown,
  seat: Seat,
): readonly A[] | undefined {
  if (!ruleset.toAct(state).includes(seat)) return undefined;
  const legal = ruleset.legalActions(state, seat) as readonly A[];
  return legal.some((a) => a.type !== 'Resign') ? legal : undefined;
}

/** Whether the rules take the command: listed among the legal actions, or else decided without a violation. */
function accepted(
  ruleset: AnyRuleset,
  state: unknown,
  seat: Seat,
  command: GameCommand,
  legal: readonly LegalAction<GameCommand>[],
): boolean {
  return (
    legal.some((a) => a.type === command.type && matchesAction(a, command)) ||
    !isViolation(ruleset.decide(state, command, seat, Dice.fromSeed(0)))
  );
}

/** The action as a command, each range at its least: the plainest way to play it. */
export function leastCommand(action: LegalAction<GameCommand>): GameCommand {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action)) out[key] = isRange(value) ? value.min : value;
  return out as unknown as GameCommand;
}

/**
 * The commands a rule-based player plans under each of its tempers (its own, `styles[0]`, first),
 * each where the rules take it, no two alike; in its own temper a plain legal action (`fallback`)
 * where they refuse it. Empty when the seat has nothing to weigh.
 */
export function checkedProposals<A extends LegalAction<GameCommand>, S>(
  ruleset: AnyRuleset,
  state: unknown,
  seat: Seat,
  styles: readonly S[],
  plan: (legal: readonly A[], style: S) => GameCommand | null,
  fallback: (legal: readonly A[]) => GameCommand | undefined,
): GameCommand[] {
  const legal = actionsToWeigh<A>(ruleset, state, seat);
  if (!legal) return [];
  const out = new Map<string, GameCommand>();
  for (const style of styles) {
    const planned = plan(legal, style);
    const command =
      planned && accepted(ruleset, state, seat, planned, legal)
        ? planned
        : style === styles[0]
          ? fallback(legal)
          : undefined;
    if (command) out.set(JSON.stringify(command), command);
  }
  return [...out.values()];
}

/** The command a rule-based player plays in its own temper: its plan where the rules take it, else a plain legal action. */
export function checkedCommand<A extends LegalAction<GameCommand>>(
  ruleset: AnyRuleset,
  state: unknown,
  seat: Seat,
  plan: (legal: readonly A[]) => GameCommand | null,
  fallback: (legal: readonly A[]) => GameCommand | undefined,
): GameCommand | undefined {
  return checkedProposals<A, null>(ruleset, state, seat, [null], plan, fallback)[0];
}
