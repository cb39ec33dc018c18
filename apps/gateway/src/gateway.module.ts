import {
  absentNullInputs,
  contextBuilder,
  limitsPlugin,
  limitSubscription,
  parseOperation,
  MAX_TOKENS,
  operationTimingPlugin,
  RateLimits,
  rateLimitSettings,
  ResolverSpans,
  rateLimitsPlugin,
  SocketLimits,
  socketLimitSettings,
  SubscriptionCount,
  AccessTokens,
  accessTokenSeconds,
  Authenticator,
  Connections,
  connectionToken,
  fromToken,
  Revocations,
  scopesPlugin,
  tokenSecret,
  type ConnectionAuth,
} from '@empires/gateway';
import { serviceDatabaseFor } from '@empires/database';
import { gatewayMetrics, tracingWanted } from '@empires/observability';
import { must, type RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule, isProduction, rulesetsProvider } from '@empires/service';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { GraphQLSchema } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { Registry } from 'prom-client';
import { Backend } from './common/backend';
import { GameRulesets } from './common/game-rulesets';
import { RulesetSchemaFiles } from './rulesets/schema-files';
import { GraphqlSocket, SOCKET_OPTIONS } from './live/graphql-socket';
import { LiveEvents } from './live/live-events';
import { AccountEvents } from './accounts/account-events';
import { resolvers } from './resolvers';
import { schemaFirst } from './schema-first';
import { GraphiqlController } from './http/graphiql.controller';
import { SchemaController } from './http/schema.controller';

@Module({})
export class GatewayModule {
  /** The gateway with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry): DynamicModule {
    const tokens = new AccessTokens(tokenSecret(), accessTokenSeconds());
    const revocations = new Revocations((tokens.lifetimeSeconds + 60) * 1000);
    const auth = new Authenticator(tokens, revocations);
    const connections = new Connections(auth);
    const context = contextBuilder(auth);
    const rateLimits = new RateLimits(rateLimitSettings());
    const sockets = new SocketLimits(socketLimitSettings());
    type SocketExtra = {
      socket: { close(code: number, reason: string): void };
      request?: { socket?: { remoteAddress?: string } };
      address?: string;
      auth?: ConnectionAuth;
    };
    const addressOf = (ctx: { extra: unknown }) => {
      const extra = ctx.extra as SocketExtra;
      return extra.address ?? extra.request?.socket?.remoteAddress ?? 'unknown';
    };
    const served: { schema?: GraphQLSchema } = {};
    const subscriptions = new SubscriptionCount();
    const webSocketOptions: ServerOptions = {
      // Nest's GraphQL module builds it (with `transformSchema` below) before the socket opens.
      schema: () => must(served.schema, 'the served schema'),
      context,
      // A token that does not check out closes the connection; none at all lets each
      // subscription answer UNAUTHENTICATED. The credential is checked once, here, and kept on the
      // connection: a revocation or its expiry closes it (`Connections`).
      onConnect: async (ctx) => {
        const checked = await fromToken(auth, connectionToken(ctx.connectionParams));
        if (checked.refused || !sockets.connect(addressOf(ctx))) return false;
        const extra = ctx.extra as SocketExtra;
        // graphql-ws keeps the upgrade request as long as the connection; its address is all we read.
        extra.address = addressOf(ctx);
        delete extra.request;
        extra.auth = connections.open(extra.socket, checked.player);
        return true;
      },
      // Only a connection that was let in was counted.
      onDisconnect: (ctx) => {
        const extra = ctx.extra as SocketExtra;
        connections.close(extra.socket, extra.auth?.player);
        sockets.disconnect(addressOf(ctx));
      },
      onSubscribe: (ctx, id, payload) => {
        subscriptions.seen(ctx);
        const tooMany = sockets.subscribe(ctx, id);
        if (tooMany) return [tooMany];
        const player = (ctx.extra as SocketExtra).auth?.player;
        const errors = served.schema ? limitSubscription(served.schema, payload.query, player) : undefined;
        if (errors) sockets.complete(ctx, id);
        return errors;
      },
      onComplete: (ctx, id) => sockets.complete(ctx, id),
      parse: parseOperation,
      onClose: (ctx) => subscriptions.closed(ctx),
    };
    return {
      module: GatewayModule,
      imports: [
        // Stateless: it owns no tables, but reports whether the database answers like every service.
        InfrastructureModule.forService(serviceDatabaseFor('gateway', [])),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [Registry],
          useFactory: (registry: Registry) => {
            const metrics = gatewayMetrics(registry, () => subscriptions.count());
            return {
              ...schemaFirst,
              playground: false,
              introspection: true,
              includeStacktraceInErrorResponses: false,
              plugins: [
                limitsPlugin,
                scopesPlugin(),
                rateLimitsPlugin(rateLimits),
                operationTimingPlugin((labels, seconds) => metrics.operationSeconds.observe(labels, seconds)),
              ],
              // The parser stops at this many tokens: a document of 64 KiB of braces costs no more.
              parseOptions: { maxTokens: MAX_TOKENS },
              // Resolvers and the services behind them never see an input's explicit null: it is left out.
              transformSchema: (schema) => (served.schema = absentNullInputs(schema)),
              context,
            };
          },
        }),
      ],
      controllers: [SchemaController, ...(isProduction() ? [] : [GraphiqlController])],
      providers: [
        rulesetsProvider(registry),
        { provide: AccessTokens, useValue: tokens },
        { provide: Revocations, useValue: revocations },
        { provide: Authenticator, useValue: auth },
        { provide: RateLimits, useValue: rateLimits },
        AccountEvents,
        Backend,
        GameRulesets,
        RulesetSchemaFiles,
        LiveEvents,
        { provide: SOCKET_OPTIONS, useValue: webSocketOptions },
        GraphqlSocket,
        ...resolvers,
        ...(tracingWanted() ? [{ provide: APP_INTERCEPTOR, useClass: ResolverSpans }] : []),
      ],
    };
  }
}
