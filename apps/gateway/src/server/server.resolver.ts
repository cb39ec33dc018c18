import { SCHEMA_VERSION, SERVER_VERSION } from '@empires/contracts';
import { ErrorCodes } from '@empires/gateway';
import { Query, Resolver } from '@nestjs/graphql';
import type { ServerInfo } from '../generated/schema-types';

@Resolver()
export class ServerResolver {
  @Query()
  serverInfo(): ServerInfo {
    return { version: SERVER_VERSION, eventSchemaVersion: SCHEMA_VERSION, errorCodes: Object.values(ErrorCodes) };
  }
}
