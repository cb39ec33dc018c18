import { Controller, Get } from '@nestjs/common';
import { HealthService, type Health } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  check(): Promise<Health> {
    return this.health.check();
  }
}
