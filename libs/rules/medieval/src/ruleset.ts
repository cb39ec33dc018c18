import { shippedVersions } from '@empires/rules-kernel';
import type { MedievalCommand } from './commands';
import { decide } from './decide';
import { medievalDescriptor } from './descriptor/descriptor';
import { determinize } from './determinize';
import type { MedievalEvent } from './event-types';
import { evolve } from './evolve';
import { invariants } from './invariants';
import { legalActions } from './legal';
import { defaultOptions, type MedievalOptions } from './options';
import { outcome } from './outcome';
import { VERSION_1_0, VERSION_1_1, VERSION_1_2, type MedievalVersion } from './rulings';
import { staleSeats } from './stale-seats';
import { setup } from './setup';
import { ballotsOwed } from './rules/parley';
import { asylumOwed } from './rules/asylum';
import { bidOwed } from './rules/bids';
import { initialState, type MedievalState } from './state';
import type { MedievalView } from './view';
import { medievalSecrets } from './secrets';
import { medievalCommandSchema } from './schema/commands';
import { medievalEventSchema } from './schema/events';
import { SEAT_LIMITS } from './schema/fields';
import { medievalOptionsSchema } from './schema/options';
import { medievalViewSchema } from './schema/view';

function toAct(s: MedievalState): readonly number[] {
  if (s.phase !== 'play') return [];
  if (s.pending) return s.pending.seat >= 0 ? [s.pending.seat] : [];
  if (s.allianceQueue[0]?.bids?.some((b) => b === null))
    return s.seats.map((_, seat) => seat).filter((seat) => bidOwed(s, seat));
  if (s.asylum) return s.seats.map((_, seat) => seat).filter((seat) => asylumOwed(s, seat));
  if (s.parley) return s.seats.map((_, seat) => seat).filter((seat) => ballotsOwed(s, seat).length > 0);
  const seat = s.turn ? s.empires[s.turn.empire].seat : -1;
  return seat >= 0 ? [seat] : [];
}

const versions = shippedVersions<
  MedievalState,
  MedievalCommand,
  MedievalEvent,
  MedievalView,
  Partial<MedievalOptions>,
  MedievalVersion
>(
  {
    id: 'medieval',
    seats: SEAT_LIMITS,
    defaultOptions,
    initialState,
    schemas: {
      options: medievalOptionsSchema,
      commands: medievalCommandSchema,
      events: medievalEventSchema,
      view: medievalViewSchema,
    },
    descriptor: medievalDescriptor,
    setup,
    decide,
    evolve,
    secrets: medievalSecrets,
    legalActions,
    toAct,
    outcome,
    invariants,
    staleSeats,
    determinize,
  },
  [
    ['1.0.0', VERSION_1_0],
    ['1.1.0', VERSION_1_1],
    ['1.2.0', VERSION_1_2],
  ],
);

/** The newest version, for new games. */
export const medieval = versions.newest;

/** Every version ever shipped: games replay with the one they began with. */
export const medievalVersions = versions.all;
