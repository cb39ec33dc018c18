import { createClient, type Client as WsClient } from 'graphql-ws';
import { EmpiresError } from './errors';
import type { TypedDocumentString } from './generated/graphql';

export interface TransportOptions {
  /** The server's HTTP base, e.g. `http://127.0.0.1:4000`; GraphQL is at `/graphql`, HTTP and WebSocket alike. */
  readonly url: string;
  readonly token?: string;
  /** A WebSocket constructor where there is no global one (Node 20: `import WebSocket from 'ws'`). */
  readonly webSocketImpl?: unknown;
  readonly fetch?: typeof fetch;
}

type Variables<V> = V extends Record<string, never> ? Record<string, never> | undefined : V;

export interface Observer<T> {
  next(value: T): void;
  error(error: unknown): void;
  complete(): void;
}

/** GraphQL over HTTP for queries and mutations, graphql-ws for subscriptions, one server. */
export class Transport {
  private ws?: WsClient;

  constructor(readonly options: TransportOptions) {}

  async request<R, V>(document: TypedDocumentString<R, V>, variables?: Variables<V>): Promise<R> {
    const response = await (this.options.fetch ?? fetch)(`${this.options.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
    const body = (await response.json()) as { data?: R; errors?: ConstructorParameters<typeof EmpiresError>[0][] };
    if (body.errors?.length) throw new EmpiresError(body.errors[0]);
    if (!body.data) throw new EmpiresError({ message: `HTTP ${response.status} without data` });
    return body.data;
  }

  /**
   * One subscription; the returned function ends it. The socket is opened on first use and
   * closed when the last subscription ends; a dropped socket ends each subscription with an
   * error (the caller resumes it from where it was, which graphql-ws's own retry cannot).
   */
  subscribe<R, V>(document: TypedDocumentString<R, V>, variables: Variables<V>, observer: Observer<R>): () => void {
    return this.socket().subscribe<R>(
      { query: document.toString(), variables: (variables ?? {}) as Record<string, unknown> },
      {
        next: (message) => {
          if (message.errors?.length) observer.error(new EmpiresError(message.errors[0] as never));
          else if (message.data) observer.next(message.data as R);
        },
        error: (error) => observer.error(asError(error)),
        complete: () => observer.complete(),
      },
    );
  }

  /** A subscription whose every answer goes to `next` and whose end is of no interest; the returned function ends it. */
  listen<R, V>(
    document: TypedDocumentString<R, V>,
    variables: Variables<V>,
    next: (value: R) => void,
    error: (error: unknown) => void = () => undefined,
  ): () => void {
    return this.subscribe(document, variables, { next, error, complete: () => undefined });
  }

  async close(): Promise<void> {
    await this.ws?.dispose();
    this.ws = undefined;
  }

  private socket(): WsClient {
    this.ws ??= createClient({
      url: `${this.options.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: this.options.webSocketImpl,
      connectionParams: this.options.token ? { authorization: `Bearer ${this.options.token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
    return this.ws;
  }
}

function asError(error: unknown): unknown {
  if (Array.isArray(error) && error[0]?.message) return new EmpiresError(error[0]);
  if (error && typeof error === 'object' && 'code' in error && 'reason' in error)
    return new EmpiresError({ message: `connection closed: ${(error as { reason: string }).reason || 'no reason'}` });
  return error;
}
