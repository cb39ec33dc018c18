import {
  contextBuilder,
  limitsPlugin,
  limitSubscription,
  MAX_TOKENS,
  RateLimits,
  rateLimitSettings,
  rateLimitsPlugin,
  Tokens,
  tokenSecret,
} from '@empires/gateway';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule, isProduction, rulesetsProvider } from '@empires/service';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { GraphQLSchema } from 'graphql';
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
    const served: { schema?: GraphQLSchema } = {};
    return {
      module: GatewayModule,
      imports: [
        // Stateless: it owns no tables, but reports whether the database answers like every service.
        InfrastructureModule.forService({ service: 'gateway', schema: 'gateway' }),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          autoSchemaFile: true,
          sortSchema: true,
          playground: false,
          introspection: true,
          includeStacktraceInErrorResponses: false,
          plugins: [limitsPlugin, rateLimitsPlugin(rateLimits)],
          // The parser stops at this many tokens: a document of 64 KiB of braces costs no more.
          parseOptions: { maxTokens: MAX_TOKENS },
          transformSchema: (schema) => (served.schema = schema),
          context,
          subscriptions: {
            'graphql-ws': {
              // A token that does not check out closes the connection; none at all lets each
              // subscription answer UNAUTHENTICATED.
              onConnect: (ctx) => !context({ connectionParams: ctx.connectionParams }).badCredentials,
              onSubscribe: (_ctx, _id, payload) =>
                served.schema ? limitSubscription(served.schema, payload.query) : undefined,
            },
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
      ],
    };
  }
}
