import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** What the fallback reads and writes of Express's request and response. */
interface PageRequest {
  readonly method: string;
  readonly path: string;
  accepts(type: string): string | false;
}
interface PageResponse {
  setHeader(name: string, value: string): void;
  sendFile(path: string): void;
}

/** Paths the API answers itself; every other page address is the web client's. */
const API_PATHS = /^\/(graphql|graphiql|schemas?|schema\.graphql|health|metrics)(\/|$|\.|\?)/;

/**
 * The page's content policy: its own scripts and styles only, and API calls to its own origin
 * (HTTP and graphql-ws); nothing from elsewhere.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Where the built web client is (`EMPIRES_WEB_ROOT`, default `dist/apps/web`), or undefined when it is not built or turned off. */
export function webClientRoot(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.EMPIRES_WEB_ROOT === 'off') return undefined;
  const root = resolve(env.EMPIRES_WEB_ROOT ?? join(process.cwd(), 'dist/apps/web'));
  return existsSync(join(root, 'index.html')) ? root : undefined;
}

/**
 * Serves the reference web client beside the API: its files (hashed assets cached for a year),
 * and `index.html` for any other page address, so that every screen's URL can be opened directly.
 */
export function serveWebClient(app: NestExpressApplication, root: string): void {
  const index = join(root, 'index.html');
  app.useStaticAssets(root, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.use((req: PageRequest, res: PageResponse, next: () => void) => {
    if (req.method !== 'GET' || API_PATHS.test(req.path) || !req.accepts('html')) return next();
    res.setHeader('content-security-policy', PAGE_POLICY);
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
}
