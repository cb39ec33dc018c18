import { AccessTokens, RateLimits, Revocations } from '@empires/gateway';
import { RULESETS } from '@empires/service';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { type GraphQLEnumType, type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { AccountEvents } from './accounts/account-events';
import { Backend } from './common/backend';
import { enumResolvers } from './common/enums';
import { GameRulesets } from './common/game-rulesets';
import { LiveEvents } from './live/live-events';
import { resolvers } from './resolvers';
import { RulesetSchemaFiles } from './rulesets/schema-files';
import { schemaFirst } from './schema-first';

/** What the resolvers are built with: nothing here is asked, only the schema is built. */
const stubs = [
  Backend,
  LiveEvents,
  GameRulesets,
  RulesetSchemaFiles,
  AccountEvents,
  AccessTokens,
  Revocations,
  RateLimits,
];

@Module({
  imports: [GraphQLModule.forRoot<ApolloDriverConfig>({ driver: ApolloDriver, ...schemaFirst })],
  providers: [
    ...resolvers,
    ...stubs.map((provide) => ({ provide, useValue: {} })),
    { provide: RULESETS, useValue: {} },
  ],
})
class SchemaModule {}

describe('the schema, from the SDL', () => {
  let app: INestApplication;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    // Every resolver names a field of the SDL, or building the schema throws.
    app = await NestFactory.create(SchemaModule, { logger: false });
    await app.init();
    schema = app.get(GraphQLSchemaHost).schema;
  });

  afterAll(() => app.close());

  it('is served as written: printed sorted, it is apps/gateway/schema.graphql to the byte (else run npm run schema)', () => {
    expect(`${printSchema(lexicographicSortSchema(schema))}\n`).toBe(schemaFirst.typeDefs);
  });

  it.each(Object.entries(enumResolvers))("serves each case of %s as the services' word", (name, words) => {
    const cases = (schema.getType(name) as GraphQLEnumType).getValues();
    expect(Object.fromEntries(cases.map((c) => [c.name, c.value]))).toEqual(words);
  });

  it("fills in an enum argument's default as the services' word", () => {
    const format = schema
      .getQueryType()
      ?.getFields()
      .tournamentResults.args.find((a) => a.name === 'format');
    expect(format?.defaultValue).toBe('csv');
  });
});
