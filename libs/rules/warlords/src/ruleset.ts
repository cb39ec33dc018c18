import { shippedVersions, type Outcome } from '@empires/rules-kernel';
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
import type { WarlordsView } from './view';
import { warlordsSecrets } from './secrets';
import { staleSeats } from './stale-seats';

function outcome(s: WarlordsState): Outcome | null {
  return s.result && { ranks: s.result.ranks, scores: s.result.scores, reason: s.result.reason };
}

const versions = shippedVersions<
  WarlordsState,
  WarlordsCommand,
  WarlordsEvent,
  WarlordsView,
  Partial<WarlordsOptions>,
  WarlordsRulings
>(
  {
    id: 'warlords',
    seats: SEAT_LIMITS,
    defaultOptions,
    initialState,
    schemas: {
      options: warlordsOptionsSchema,
      commands: warlordsCommandSchema,
      events: warlordsEventSchema,
      view: warlordsViewSchema,
    },
    descriptor: warlordsDescriptor,
    setup,
    decide,
    evolve,
    secrets: warlordsSecrets,
    legalActions,
    toAct,
    outcome,
    invariants,
    staleSeats,
  },
  [
    ['1.0.0', RULINGS_1_0],
    ['1.1.0', RULINGS_1_1],
  ],
);

/** The newest version, for new games. */
export const warlords = versions.newest;

/** Every version ever shipped: games replay with the one they began with. */
export const warlordsVersions = versions.all;
