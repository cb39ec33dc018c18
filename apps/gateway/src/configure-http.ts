import { corsOrigins, limitRequestSize, serveWebClient, webClientRoot } from '@empires/gateway';
import helmet from 'helmet';
import { isProduction } from '@empires/service';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** The gateway's HTTP settings, for the service and for the test stack's gateway alike. */
export function configureHttp(app: INestApplication, env: NodeJS.ProcessEnv = process.env): void {
  const express = app as NestExpressApplication;
  // GraphQL answers are POST responses no cache revalidates: an ETag per answer (a hash of the
  // body) was a few percent of the gateway's CPU under load, for nothing.
  express.set('etag', false);
  express.disable('x-powered-by');
  // Security headers on every answer. The content policy is left to the pages that need one (the
  // API answers JSON; GraphiQL, in development only, loads its own scripts).
  express.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  const allowed = corsOrigins(env.EMPIRES_CORS_ORIGINS, !isProduction(env));
  express.enableCors({
    origin: (origin, callback) => callback(null, origin === undefined || allowed(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });
  limitRequestSize(app);
  const web = webClientRoot(env);
  if (web) serveWebClient(express, web);
}
