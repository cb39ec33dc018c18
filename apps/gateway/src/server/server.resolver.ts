import { SCHEMA_VERSION, SERVER_VERSION } from '@empires/contracts';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { ErrorCode } from '../common/enums';

@ObjectType({ description: 'What this server is.' })
export class ServerInfo {
  @Field({ description: 'The server version (semver).' })
  version!: string;

  @Field(() => Int, {
    description:
      "The event schema version it writes (every envelope's `schemaVersion`); events of earlier versions are upcast before they reach you.",
  })
  eventSchemaVersion!: number;

  @Field(() => [ErrorCode], { description: 'Every `extensions.code` an error may carry.' })
  errorCodes!: ErrorCode[];
}

@Resolver(() => ServerInfo)
export class ServerResolver {
  @Query(() => ServerInfo, { description: 'The server version, the event schema version and the error codes.' })
  serverInfo(): ServerInfo {
    return { version: SERVER_VERSION, eventSchemaVersion: SCHEMA_VERSION, errorCodes: Object.values(ErrorCode) };
  }
}
