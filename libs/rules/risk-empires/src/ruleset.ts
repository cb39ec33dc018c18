import { shippedVersions, type Outcome } from '@empires/rules-kernel';
import type { RiskCommand } from './commands';
import { decide } from './decide';
import { riskDescriptor } from './descriptor/descriptor';
import { determinize } from './determinize';
import type { RiskEvent } from './events';
import { evolve } from './evolve';
import { invariants } from './invariants';
import { riskCommandSchema } from './schema/commands';
import { riskEventSchema } from './schema/events';
import { SEAT_LIMITS } from './schema/fields';
import { riskOptionsSchema } from './schema/options';
import { riskViewSchema } from './schema/view';
import { riskSecrets } from './secrets';
import { legalActions, toAct } from './legal';
import { defaultOptions, type RiskOptions } from './options';
import { RULINGS_1_0, RULINGS_1_1, type RiskRulings } from './rulings';
import { setup } from './setup';
import { staleSeats } from './stale-seats';
import { initialState, type RiskState } from './state';
import type { RiskView } from './view';

const REASONS = {
  conquest: 'one player holds every territory',
  lastSeat: 'only one player is left',
  lastKing: 'the last King Empire Card was bought; highest Empire Card value wins',
  roundLimit: 'the round limit was reached; highest Empire Card value wins',
} as const;

function outcome(s: RiskState): Outcome | null {
  if (!s.ended) return null;
  return { ranks: s.ended.ranks, scores: s.ended.scores, reason: REASONS[s.ended.reason] };
}

const versions = shippedVersions<RiskState, RiskCommand, RiskEvent, RiskView, Partial<RiskOptions>, RiskRulings>(
  {
    id: 'risk-empires',
    seats: SEAT_LIMITS,
    defaultOptions,
    initialState,
    schemas: { options: riskOptionsSchema, commands: riskCommandSchema, events: riskEventSchema, view: riskViewSchema },
    descriptor: riskDescriptor,
    setup,
    decide,
    evolve,
    secrets: riskSecrets,
    legalActions,
    toAct,
    outcome,
    invariants,
    determinize,
    staleSeats,
  },
  [
    ['1.0.0', RULINGS_1_0],
    ['1.1.0', RULINGS_1_1],
  ],
);

/** The newest version, for new games. */
export const riskEmpires = versions.newest;

/** Every version ever shipped: games replay with the one they began with. */
export const riskEmpiresVersions = versions.all;
