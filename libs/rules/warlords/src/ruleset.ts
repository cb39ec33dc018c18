import type { Outcome, Ruleset } from '@empires/rules-kernel';
import type { WarlordsCommand } from './commands';
import { decide } from './decide';
import { warlordsDescriptor } from './descriptor/descriptor';
import type { WarlordsEvent } from './events';
import { evolve } from './evolve/evolve';
import { invariants } from './invariants';
import { legalActions } from './legal/legal';
import { warlordsCommandSchema } from './schema/commands';
import { warlordsEventSchema } from './schema/events';
import { SEAT_LIMITS } from './schema/fields';
import { warlordsOptionsSchema } from './schema/options';
import { warlordsViewSchema } from './schema/view';
import { defaultOptions, type WarlordsOptions } from './options';
import { RULINGS_1_0, RULINGS_1_1, type WarlordsRulings } from './rulings';
import { setup } from './setup/setup';
import { initialState, type WarlordsState } from './state';
import { toAct } from './to-act';
import { redact, view, visibility, type WarlordsView } from './view';
import { warlordsSecrets } from './secrets';

function outcome(s: WarlordsState): Outcome | null {
  return s.result && { ranks: s.result.ranks, scores: s.result.scores, reason: s.result.reason };
}

type WarlordsRuleset = Ruleset<WarlordsState, WarlordsCommand, WarlordsEvent, WarlordsView, Partial<WarlordsOptions>>;

/**
 * The ruleset as one version shipped it. Versions differ only in their rulings, which `setup`
 * writes into the game, so every other function serves games of any version.
 */
function warlordsVersion(version: string, rulings: WarlordsRulings): WarlordsRuleset {
  return {
    id: 'warlords',
    version,
    seats: SEAT_LIMITS,
    defaultOptions,
    initialState,
    schemas: {
      options: warlordsOptionsSchema,
      commands: warlordsCommandSchema,
      events: warlordsEventSchema,
      view: warlordsViewSchema,
    },
    descriptor: { ...warlordsDescriptor, version },
    setup: (config, dice) => setup(config, dice, rulings),
    decide,
    evolve,
    view,
    redact,
    visibility,
    secrets: warlordsSecrets,
    legalActions,
    toAct,
    outcome,
    invariants,
  };
}

/** The newest version, for new games. */
export const warlords = warlordsVersion('1.1.0', RULINGS_1_1);

/** Every version ever shipped: games replay with the one they began with. */
export const warlordsVersions: readonly WarlordsRuleset[] = [warlordsVersion('1.0.0', RULINGS_1_0), warlords];
