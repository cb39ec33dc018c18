// `npm run schema`: writes the gateway's GraphQL schema, as it serves it, to apps/gateway/schema.graphql.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { resolvers } from '../apps/gateway/src/resolvers';

async function main(): Promise<void> {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const schema = await app.get(GraphQLSchemaFactory).create(resolvers);
  const out = join(__dirname, '../apps/gateway/schema.graphql');
  writeFileSync(out, `${printSchema(lexicographicSortSchema(schema))}\n`);
  await app.close();
  console.log(`wrote ${out}`);
}

void main();
