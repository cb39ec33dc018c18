import { HealthService } from '@empires/service';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';

@ObjectType({ description: 'Whether this gateway reaches its infrastructure.' })
export class ServerHealth {
  @Field({ description: '"ok" when Kafka and the database both answer, else "degraded".' })
  status!: string;

  @Field({ description: '"up" or "down".' })
  kafka!: string;

  @Field({ description: '"up" or "down".' })
  database!: string;
}

@Resolver()
export class ServerResolver {
  constructor(private readonly health: HealthService) {}

  @Query(() => ServerHealth, { description: 'The health of the gateway answering this request.' })
  serverHealth(): Promise<ServerHealth> {
    return this.health.check();
  }
}
