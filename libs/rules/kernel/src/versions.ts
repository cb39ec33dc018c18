import type { Dice } from './dice';
import type { GameCommand, GameEvent, Ruleset, SetupConfig } from './ruleset';
import { redactBy, visibilityBy, type Secrets } from './secrets';
import type { RuleViolation } from './violation';

/**
 * A ruleset's functions for every version it shipped: `setup` is told which version's rulings to
 * write, and `view`, `redact` and `visibility` are made from the `secrets` it declares.
 */
export type RulesOfEveryVersion<
  State,
  Command extends GameCommand,
  Event extends GameEvent,
  View,
  Options,
  Rulings,
> = Omit<Ruleset<State, Command, Event, View, Options>, 'version' | 'setup' | 'view' | 'redact' | 'visibility'> & {
  setup(config: SetupConfig<Options>, dice: Dice, rulings: Rulings): readonly Event[] | RuleViolation;
  readonly secrets: Secrets<State, Event, View, null>;
};

export interface ShippedVersions<R> {
  /** The newest version, for new games. */
  readonly newest: R;
  /** Every version ever shipped, oldest first: games replay with the one they began with. */
  readonly all: readonly R[];
}

/**
 * The ruleset as each version shipped it. Versions differ only in their rulings, which `setup`
 * writes into the game, so every other function serves games of any version.
 */
export function shippedVersions<State, Command extends GameCommand, Event extends GameEvent, View, Options, Rulings>(
  rules: RulesOfEveryVersion<State, Command, Event, View, Options, Rulings>,
  versions: readonly (readonly [version: string, rulings: Rulings])[],
): ShippedVersions<Ruleset<State, Command, Event, View, Options>> {
  const secrecy = {
    view: rules.secrets.view,
    redact: redactBy(rules.secrets),
    visibility: visibilityBy(rules.secrets),
  };
  const all = versions.map(
    ([version, rulings]): Ruleset<State, Command, Event, View, Options> => ({
      ...rules,
      ...secrecy,
      version,
      descriptor: { ...rules.descriptor, version },
      setup: (config, dice) => rules.setup(config, dice, rulings),
    }),
  );
  if (all.length === 0) throw new Error(`ruleset ${rules.id} has shipped no version`);
  return { newest: all[all.length - 1], all };
}
