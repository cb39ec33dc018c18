import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface PostOptions {
  /** Finds the address to connect to: the one place a webhook's host is resolved (`checkedLookup`). */
  readonly lookup: LookupFunction;
  /** Resolving, connecting and the answer's status line all within this, or the attempt has failed. */
  readonly timeoutMs: number;
}

/**
 * POSTs a body and answers the status; redirects are not followed, the answer's body is not read.
 * node:http rather than fetch because fetch resolves the host itself and takes no `lookup`.
 */
export function postBody(
  url: string,
  headers: Readonly<Record<string, string>>,
  body: string,
  options: PostOptions,
): Promise<number> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: options.lookup,
        // A connection of its own each time, so each attempt resolves (and is checked) anew.
        agent: false,
      },
      (res) => {
        clearTimeout(timer);
        res.destroy();
        resolve(res.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`no answer in ${options.timeoutMs} ms`)), options.timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}
