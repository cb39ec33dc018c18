import { Database } from '@empires/database';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Kafka } from 'kafkajs';
import type { AddressInfo } from 'node:net';
import { HealthController } from './health.controller';
import { HealthService, within } from './health.service';
import { SERVICE_NAME } from './tokens';

/** A broker that answers, or one whose admin client fails to connect. */
const kafka = (up: boolean) => ({
  admin: () => ({
    connect: async () => {
      if (!up) throw new Error('broker away');
    },
    describeCluster: async () => ({}),
    disconnect: async () => undefined,
  }),
});

/** A service whose dependencies are as given, listening on a free port; its base URL. */
async function serviceWith(deps: { kafka: boolean; database: Promise<boolean> }) {
  @Module({
    controllers: [HealthController],
    providers: [
      HealthService,
      { provide: SERVICE_NAME, useValue: 'probe' },
      { provide: Kafka, useValue: kafka(deps.kafka) },
      { provide: Database, useValue: { isUp: () => deps.database, role: 'empires_probe' } },
    ],
  })
  class ProbeModule {}
  const app: INestApplication = await NestFactory.create(ProbeModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

const answer = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('health endpoints', () => {
  it('answers ready (200) while Kafka and PostgreSQL answer', async () => {
    const { app, url } = await serviceWith({ kafka: true, database: Promise.resolve(true) });
    try {
      expect(await answer(`${url}/health/ready`)).toEqual({
        status: 200,
        body: { service: 'probe', status: 'ok', kafka: 'up', database: 'up', databaseRole: 'empires_probe' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers not ready (503) while the broker is away, but alive, and /health still 200 with the detail', async () => {
    const { app, url } = await serviceWith({ kafka: false, database: Promise.resolve(true) });
    try {
      expect(await answer(`${url}/health/ready`)).toMatchObject({ status: 503, body: { kafka: 'down' } });
      expect(await answer(`${url}/health`)).toMatchObject({ status: 200, body: { status: 'degraded' } });
      expect(await answer(`${url}/health/live`)).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await app.close();
    }
  });

  it('counts a database that does not answer in time as down', async () => {
    const { app, url } = await serviceWith({ kafka: true, database: new Promise<boolean>(() => undefined) });
    try {
      expect(await answer(`${url}/health/ready`)).toMatchObject({ status: 503, body: { database: 'down' } });
    } finally {
      await app.close();
    }
  });
});

describe('within', () => {
  it("gives the check's answer when it comes in time, false when it does not", async () => {
    expect(await within(Promise.resolve(true), 1_000)).toBe(true);
    expect(await within(new Promise<boolean>(() => undefined), 10)).toBe(false);
  });
});
