import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationTypeNode } from 'graphql';
import type { GatewayContext } from './context';
import { gqlError } from '../errors';
import { rootFields } from '../root-fields';
import type { Player } from './player';
import type { Scope } from '@empires/contracts';

/** What an operation's root field needs of a personal token; sessions may do all their account may. */
type Need = Scope | 'session' | 'none';

/** Signing up or in: no credential at all. */
const OPEN = ['register', 'signUp', 'signIn', 'refreshSession'];
/** Managing the account itself: a session, never a personal token (a leaked token cannot mint more or erase). */
const SESSION = [
  'signOut',
  'signOutEverywhere',
  'claimAccount',
  'apiTokens',
  'createApiToken',
  'revokeApiToken',
  'eraseAccount',
  'myData',
  'renewConnection',
];
/** Running events, as their organizers do. */
const ORGANIZE = [
  'createTournament',
  'openTournamentRegistration',
  'startTournament',
  'advanceTournament',
  'cancelTournament',
  'seedTournament',
  'registerTournamentWebhook',
  'removeTournamentWebhook',
  'redeliverWebhook',
];

const NEEDS = new Map<string, Need>([
  ...OPEN.map((f) => [f, 'none'] as const),
  ...SESSION.map((f) => [f, 'session'] as const),
  ...ORGANIZE.map((f) => [f, 'organize'] as const),
]);

/** Mutations play (games, queues, tables, chat); queries and subscriptions read. */
export function scopeNeeded(operation: OperationTypeNode | 'query' | 'mutation' | 'subscription', field: string): Need {
  return NEEDS.get(field) ?? (operation === 'mutation' ? 'play' : 'read');
}

/** A bot account plays with the `bot` scope, a person with `play`: Lichess's split between bot and board play. */
function grants(player: Player, need: Need): boolean {
  if (need === 'none') return true;
  if (!player.scopes) return true;
  if (need === 'session') return false;
  if (need === 'play') return player.scopes.includes(player.bot ? 'bot' : 'play');
  return player.scopes.includes(need);
}

/** FORBIDDEN when a personal token lacks the scope one of the operation's root fields needs. */
export function scopeRefusal(
  player: Player | undefined,
  operation: OperationTypeNode | 'query' | 'mutation' | 'subscription',
  fields: readonly string[],
): Error | undefined {
  if (!player?.scopes) return undefined;
  for (const field of fields) {
    const need = scopeNeeded(operation, field);
    if (!grants(player, need))
      return gqlError(
        'FORBIDDEN',
        need === 'session'
          ? `${field} needs a signed-in session, not a personal token`
          : `${field} needs a token with the ${need === 'play' && player.bot ? 'bot' : need} scope`,
      );
  }
  return undefined;
}

/** Checks every HTTP operation's root fields against the caller's token before any resolver runs. */
export function scopesPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation) return;
          const refusal = scopeRefusal(contextValue.player, operation.operation, rootFields(document, operation));
          if (refusal) throw refusal;
        },
      };
    },
  };
}
