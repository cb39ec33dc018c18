import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { HealthService, type Health } from './health.service';

/** The one thing the readiness answer needs of the HTTP platform's response. */
interface StatusSettable {
  status(code: number): unknown;
}

/**
 * `/health`: the service and its dependencies, always 200 (for people and dashboards).
 * `/health/ready`: the same, 503 while Kafka or PostgreSQL is away (a load balancer's readiness).
 * `/health/live`: the process answers, whatever its dependencies do (a liveness probe: restarting
 * a service does not bring its broker or database back).
 */
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  check(): Promise<Health> {
    return this.health.check();
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: StatusSettable): Promise<Health> {
    const health = await this.health.check();
    if (health.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
