import {
  contextBuilder,
  limitsPlugin,
  limitSubscription,
  MAX_TOKENS,
  operationTimingPlugin,
  RateLimits,
  rateLimitSettings,
  ResolverSpans,
  rateLimitsPlugin,
  SocketLimits,
  socketLimitSettings,
  SubscriptionCount,
  Tokens,
  tokenSecret,
} from '@empires/gateway';
import { gatewayMetrics, tracingWanted } from '@empires/observability';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule, isProduction, rulesetsProvider } from '@empires/service';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { GraphQLModule, type GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import type { GraphQLSchema } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { Registry } from 'prom-client';
import { Backend } from './common/backend';
import { GameRulesets } from './common/game-rulesets';
import { RulesetSchemaFiles } from './rulesets/schema-files';
import { LiveEvents } from './live/live-events';
import { resolvers } from './resolvers';
import { GraphiqlController } from './http/graphiql.controller';
import { SchemaController } from './http/schema.controller';

@Module({})
export class GatewayModule {
  /** The gateway with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry): DynamicModule {
    const tokens = new Tokens(tokenSecret());
    const context = contextBuilder(tokens);
    const rateLimits = new RateLimits(rateLimitSettings());
    const sockets = new SocketLimits(socketLimitSettings());
    const addressOf = (ctx: { extra: unknown }) =>
      (ctx.extra as { request?: { socket?: { remoteAddress?: string } } }).request?.socket?.remoteAddress ?? 'unknown';
    const served: { schema?: GraphQLSchema } = {};
    const subscriptions = new SubscriptionCount();
    // graphql-ws's own options (Nest's type leaves out onComplete, which it passes on all the same).
    const webSocketOptions: Partial<ServerOptions> = {
      // A token that does not check out closes the connection; none at all lets each
      // subscription answer UNAUTHENTICATED.
      onConnect: (ctx) =>
        !context({ connectionParams: ctx.connectionParams }).badCredentials && sockets.connect(addressOf(ctx)),
      // Only a connection that was let in was counted.
      onDisconnect: (ctx) => sockets.disconnect(addressOf(ctx)),
      onSubscribe: (ctx, id, payload) => {
        subscriptions.seen(ctx);
        const tooMany = sockets.subscribe(ctx, id);
        if (tooMany) return [tooMany];
        const errors = served.schema ? limitSubscription(served.schema, payload.query) : undefined;
        if (errors) sockets.complete(ctx, id);
        return errors;
      },
      onComplete: (ctx, id) => sockets.complete(ctx, id),
      onClose: (ctx) => subscriptions.closed(ctx),
    };
    return {
      module: GatewayModule,
      imports: [
        // Stateless: it owns no tables, but reports whether the database answers like every service.
        InfrastructureModule.forService({ service: 'gateway', schema: 'gateway' }),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [Registry],
          useFactory: (registry: Registry) => {
            const metrics = gatewayMetrics(registry, () => subscriptions.count());
            return {
              autoSchemaFile: true,
              sortSchema: true,
              playground: false,
              introspection: true,
              includeStacktraceInErrorResponses: false,
              plugins: [
                limitsPlugin,
                rateLimitsPlugin(rateLimits),
                operationTimingPlugin((labels, seconds) => metrics.operationSeconds.observe(labels, seconds)),
              ],
              // The parser stops at this many tokens: a document of 64 KiB of braces costs no more.
              parseOptions: { maxTokens: MAX_TOKENS },
              transformSchema: (schema) => (served.schema = schema),
              context,
              subscriptions: {
                'graphql-ws': webSocketOptions as GraphQLWsSubscriptionsConfig,
              },
            };
          },
        }),
      ],
      controllers: [SchemaController, ...(isProduction() ? [] : [GraphiqlController])],
      providers: [
        rulesetsProvider(registry),
        { provide: Tokens, useValue: tokens },
        Backend,
        GameRulesets,
        RulesetSchemaFiles,
        LiveEvents,
        ...resolvers,
        ...(tracingWanted() ? [{ provide: APP_INTERCEPTOR, useClass: ResolverSpans }] : []),
      ],
    };
  }
}
