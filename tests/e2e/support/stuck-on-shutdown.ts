// A service whose shutdown never finishes (as one waiting on a broker that is gone), to test
// the shutdown deadline every service gets from `bootstrapService`.
import { Controller, Get, Module, type OnApplicationShutdown } from '@nestjs/common';
import { bootstrapService } from '@empires/service';

@Controller('health')
class HealthController {
  @Get()
  health() {
    return { status: 'ok' };
  }
}

/** Retries for ever, as a client does whose server is gone: the timer keeps the process alive. */
class NeverDone implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return new Promise(() => setInterval(() => undefined, 100));
  }
}

@Module({ controllers: [HealthController], providers: [NeverDone] })
class StuckModule {}

void bootstrapService('stuck', StuckModule, Number(process.env.PORT));
