import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Registry } from 'prom-client';

/** Prometheus's scrape: the service's metrics in its text format. */
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  @Get()
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
