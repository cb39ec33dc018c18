import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayContext } from '../auth/context';
import { rootFields } from '../root-fields';
import { envCount } from './env-count';

export interface RateLimitSettings {
  /** Registrations per address and minute: accounts are cheap to make, so their making is not. */
  readonly registrationsPerMinute: number;
  /** Mutations per player (per address when anonymous) and second; 0: no limit. */
  readonly mutationsPerSecond: number;
  /** Chat messages per player and 10 seconds; 0: no limit. */
  readonly chatMessagesPer10Seconds: number;
}

/**
 * The defaults are far above what a person does (a move takes a thought) and what a fair bot
 * needs; a load test on one gateway raises them (`EMPIRES_RATE_*`, 0 for none).
 */
export const rateLimitSettings = (env: NodeJS.ProcessEnv = process.env): RateLimitSettings => ({
  registrationsPerMinute: envCount(env.EMPIRES_RATE_REGISTRATIONS_PER_MINUTE, 60),
  mutationsPerSecond: envCount(env.EMPIRES_RATE_MUTATIONS_PER_SECOND, 100),
  chatMessagesPer10Seconds: envCount(env.EMPIRES_RATE_CHAT_PER_10_SECONDS, 5),
});

/** RATE_LIMITED, with when to try again (`retryAfterMs`, and HTTP 429 with `Retry-After`). */
export function rateLimited(msBeforeNext: number, what: string): GraphQLError {
  const retryAfterMs = Math.max(1, Math.ceil(msBeforeNext));
  return new GraphQLError(`too many ${what}: try again in ${retryAfterMs} ms`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterMs,
      http: { status: 429, headers: new Map([['retry-after', String(Math.ceil(retryAfterMs / 1000))]]) },
    },
  });
}

/**
 * One rate limiter for the gateway's door, in memory per gateway (a token bucket per key): a
 * client spread over gateways gets each one's allowance, which bounds what it can do all the same.
 */
export class RateLimits {
  private readonly registrations?: RateLimiterMemory;
  private readonly mutations?: RateLimiterMemory;
  private readonly chatMessages?: RateLimiterMemory;

  constructor(settings: RateLimitSettings) {
    if (settings.registrationsPerMinute > 0)
      this.registrations = new RateLimiterMemory({ points: settings.registrationsPerMinute, duration: 60 });
    if (settings.mutationsPerSecond > 0)
      this.mutations = new RateLimiterMemory({ points: settings.mutationsPerSecond, duration: 1 });
    if (settings.chatMessagesPer10Seconds > 0)
      this.chatMessages = new RateLimiterMemory({ points: settings.chatMessagesPer10Seconds, duration: 10 });
  }

  async registration(address: string): Promise<void> {
    await take(this.registrations, address, 'registrations from your address');
  }

  async mutation(key: string): Promise<void> {
    await take(this.mutations, key, 'mutations');
  }

  async chatMessage(playerId: string): Promise<void> {
    await take(this.chatMessages, playerId, 'chat messages');
  }
}

async function take(limiter: RateLimiterMemory | undefined, key: string, what: string): Promise<void> {
  if (!limiter) return;
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw rateLimited(refusal.msBeforeNext, what);
    throw refusal;
  }
}

/**
 * Fields that make, open or claim an account: limited by address, as password guessing would be
 * (and each of them but `refreshSession` hashes a password, the costliest work a client can ask).
 */
const SIGN_INS = new Set(['register', 'signUp', 'signIn', 'refreshSession', 'claimAccount']);

/** Who sent an operation, as the rate limits tell callers apart. */
export interface Caller {
  readonly address?: string;
  readonly player?: { readonly id: string };
}

/**
 * Takes a mutation's share of the limits before any resolver runs, whichever door it came by:
 * each sign-in field by address, then the mutation by player (by address when anonymous).
 * RATE_LIMITED when one is spent; anything but a mutation passes.
 */
export async function limitMutation(
  limits: RateLimits,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  caller: Caller,
): Promise<void> {
  if (operation.operation !== 'mutation') return;
  const address = caller.address ?? 'unknown';
  for (const field of rootFields(document, operation)) if (SIGN_INS.has(field)) await limits.registration(address);
  await limits.mutation(caller.player ? `player:${caller.player.id}` : `address:${address}`);
}

/** Applies the limits to HTTP mutations. */
export function rateLimitsPlugin(limits: RateLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (operation) await limitMutation(limits, document, operation, contextValue);
        },
      };
    },
  };
}
