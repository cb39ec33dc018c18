import type { Outcome, Ruleset } from '@empires/rules-kernel';
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
import { legalActions, toAct } from './legal';
import { defaultOptions, type RiskOptions } from './options';
import { setup } from './setup';
import { staleSeats } from './stale-seats';
import { initialState, type RiskState } from './state';
import { redact, view, visibility, type RiskView } from './view';

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

export const riskEmpires: Ruleset<RiskState, RiskCommand, RiskEvent, RiskView, Partial<RiskOptions>> = {
  id: 'risk-empires',
  version: '1.0.0',
  seats: SEAT_LIMITS,
  defaultOptions,
  initialState,
  schemas: { options: riskOptionsSchema, commands: riskCommandSchema, events: riskEventSchema, view: riskViewSchema },
  descriptor: riskDescriptor,
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
  determinize,
  staleSeats,
};
