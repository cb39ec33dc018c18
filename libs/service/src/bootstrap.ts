import 'reflect-metadata';
import { Logger, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/**
 * Starts a service on its port with graceful shutdown on SIGINT/SIGTERM. `configure` runs
 * before it listens (body limits and the like).
 */
export async function bootstrapService(
  name: string,
  module: Type<unknown> | DynamicModule,
  defaultPort: number,
  configure: (app: INestApplication) => void = () => undefined,
): Promise<INestApplication> {
  const app = await NestFactory.create(module, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  configure(app);
  const port = Number(process.env.PORT ?? defaultPort);
  await app.listen(port, '127.0.0.1');
  Logger.log(`${name} listening on http://127.0.0.1:${port} (health: /health)`, 'Bootstrap');
  return app;
}
