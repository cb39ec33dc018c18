import { join } from 'node:path';
import { InfrastructureModule } from '@empires/service';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ServerResolver } from './server/server.resolver';

@Module({
  imports: [
    // Stateless: it owns no tables, but reports whether the database answers like every service.
    InfrastructureModule.forService({ service: 'gateway', schema: 'gateway' }),
    GraphQLModule.forRoot<ApolloDriverConfig>({
      driver: ApolloDriver,
      autoSchemaFile: join(__dirname, '..', 'schema.graphql'),
      sortSchema: true,
      playground: false,
      subscriptions: { 'graphql-ws': true },
    }),
  ],
  providers: [ServerResolver],
})
export class GatewayModule {}
