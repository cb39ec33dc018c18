import { limitRequestSize } from '@empires/gateway';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** The gateway's HTTP settings, for the service and for the test stack's gateway alike. */
export function configureHttp(app: INestApplication): void {
  // GraphQL answers are POST responses no cache revalidates: an ETag per answer (a hash of the
  // body) was a few percent of the gateway's CPU under load, for nothing.
  (app as NestExpressApplication).set('etag', false);
  limitRequestSize(app);
}
