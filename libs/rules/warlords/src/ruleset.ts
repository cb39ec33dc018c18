import type { Outcome, Ruleset } from '@empires/rules-kernel';
import type { WarlordsCommand } from './commands';
import { decide } from './decide';
import { warlordsDescriptor } from './descriptor/descriptor';
import type { WarlordsEvent } from './events';
import { evolve } from './evolve/evolve';
import { invariants } from './invariants';
import { legalActions } from './legal/legal';
import { defaultOptions, type WarlordsOptions } from './options';
import { setup } from './setup/setup';
import { initialState, type WarlordsState } from './state';
import { toAct } from './to-act';
import { redact, view, visibility, type WarlordsView } from './view';
import { warlordsOptionsSchema } from './schema/options';

function outcome(s: WarlordsState): Outcome | null {
  return s.result && { ranks: s.result.ranks, scores: s.result.scores, reason: s.result.reason };
}

export const warlords: Ruleset<
  WarlordsState,
  WarlordsCommand,
  WarlordsEvent,
  WarlordsView,
  Partial<WarlordsOptions>
> = {
  id: 'warlords',
  version: '1.0.0',
  seats: { min: 2, max: 6 },
  defaultOptions,
  initialState,
  schemas: { options: warlordsOptionsSchema },
  descriptor: warlordsDescriptor,
  setup,
  decide,
  evolve,
  view,
  redact,
  visibility,
  legalActions,
  toAct,
  outcome,
  invariants,
};
