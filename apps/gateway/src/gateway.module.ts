import {
  absentNullInputs,
  contextBuilder,
  limitsPlugin,
  parseOperation,
  MAX_TOKENS,
  operationTimingPlugin,
  RateLimits,
  rateLimitSettings,
  ResolverSpans,
  rateLimitsPlugin,
  SocketLimits,
  socketDoor,
  socketLimitSettings,
  SubscriptionCount,
  AccessTokens,
  accessTokenSeconds,
  Authenticator,
  Connections,
  Revocations,
  scopesPlugin,
  tokenSecret,
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
    const served: { schema?: GraphQLSchema } = {};
    const subscriptions = new SubscriptionCount();
    const webSocketOptions: ServerOptions = {
      // Nest's GraphQL module builds it (with `transformSchema` below) before the socket opens.
      schema: () => must(served.schema, 'the served schema'),
      context,
      parse: parseOperation,
      ...socketDoor({ auth, connections, sockets, rateLimits, subscriptions, schema: () => served.schema }),
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
