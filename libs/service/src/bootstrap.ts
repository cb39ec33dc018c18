import 'reflect-metadata';
import { Logger, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger } from '@empires/observability';
import { PinoNestLogger } from './pino-nest-logger';

/**
 * The longest a graceful shutdown may take. Stopped together with the broker (a signal to the
 * whole process group), services spent 20-60 s in kafkajs's reconnects before leaving. Cutting
 * one short is safe: offsets are committed only after their work, which is idempotent.
 */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Starts a service on its port with graceful shutdown on SIGINT/SIGTERM, exiting anyway after
 * `SHUTDOWN_DEADLINE_MS`. `configure` runs before it listens (body limits and the like). It logs
 * JSON lines through pino, at the level `EMPIRES_LOG_LEVEL` names. It listens on loopback unless
 * `EMPIRES_LISTEN_ADDRESS` says otherwise: a container's probes and scrapes arrive on the pod's
 * own address (`0.0.0.0` there), while one machine's services need no outside door.
 */
export async function bootstrapService(
  name: string,
  module: Type<unknown> | DynamicModule,
  defaultPort: number,
  configure: (app: INestApplication) => void = () => undefined,
): Promise<INestApplication> {
  const app = await NestFactory.create(module, { logger: new PinoNestLogger(createLogger(name)) });
  app.enableShutdownHooks();
  exitAfterDeadline(name);
  configure(app);
  const port = Number(process.env.PORT ?? defaultPort);
  const address = process.env.EMPIRES_LISTEN_ADDRESS ?? '127.0.0.1';
  await app.listen(port, address);
  Logger.log(`${name} listening on http://${address}:${port} (health: /health, metrics: /metrics)`, 'Bootstrap');
  return app;
}

/** Once a stop signal arrives, exits with 1 if the graceful shutdown is still running at the deadline. */
function exitAfterDeadline(name: string): void {
  const arm = () => {
    const timer = setTimeout(() => {
      Logger.error(`${name}: shutdown unfinished after ${SHUTDOWN_DEADLINE_MS} ms; exiting`, 'Bootstrap');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref(); // a shutdown that finishes sooner is not held up
  };
  // Once: Nest re-sends the signal to itself when its hooks are done, for the default exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, arm);
}
