import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';
import { MAX_REQUEST_BYTES } from './query-limits';

/**
 * A request body over the limit is refused before it is parsed, with the same error shape as
 * every other GraphQL error (express would answer with an HTML page).
 */
export function limitRequestSize(app: INestApplication): void {
  const express = app as NestExpressApplication;
  express.useBodyParser('json', { limit: MAX_REQUEST_BYTES });
  express.use((error: { type?: string }, _req: unknown, res: ServerResponse, next: (error: unknown) => void) => {
    if (error?.type === 'entity.too.large')
      return answer(res, 413, 'PAYLOAD_TOO_LARGE', `requests are limited to ${MAX_REQUEST_BYTES} bytes`);
    if (error?.type === 'entity.parse.failed')
      return answer(res, 400, 'BAD_USER_INPUT', 'the request body is not valid JSON');
    next(error);
  });
}

function answer(res: ServerResponse, status: number, code: string, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}
