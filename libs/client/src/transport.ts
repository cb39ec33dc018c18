import { createClient, type Client as WsClient } from 'graphql-ws';
import { EmpiresError } from './errors';
import {
  RefreshSessionDocument,
  RenewConnectionDocument,
  type SessionFieldsFragment,
  type TypedDocumentString,
} from './generated/graphql';

export interface TransportOptions {
  /** The server's HTTP base, e.g. `http://127.0.0.1:4000`; GraphQL is at `/graphql`, HTTP and WebSocket alike. */
  readonly url: string;
  readonly token?: string;
  /** With it, an expired access token is refreshed and the request sent again, and open connections are renewed before theirs expires. */
  readonly refreshToken?: string;
  /** When `token` expires (ISO 8601), if known: connections are renewed a minute before. */
  readonly expiresAt?: string;
  /** Told each new session, at sign-in and after each refresh (a browser keeps it for the next visit). */
  readonly onSession?: (session: SessionFieldsFragment) => void;
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
  private credentials: { token?: string; refreshToken?: string; expiresAt?: string };
  private refreshing?: Promise<void>;
  private renewal?: ReturnType<typeof setTimeout>;

  constructor(readonly options: TransportOptions) {
    this.credentials = { token: options.token, refreshToken: options.refreshToken, expiresAt: options.expiresAt };
  }

  /** The access token requests are sent with now. */
  get token(): string | undefined {
    return this.credentials.token;
  }

  get refreshToken(): string | undefined {
    return this.credentials.refreshToken;
  }

  get expiresAt(): string | undefined {
    return this.credentials.expiresAt;
  }

  async request<R, V>(document: TypedDocumentString<R, V>, variables?: Variables<V>): Promise<R> {
    try {
      return await this.send(document, variables, this.credentials.token);
    } catch (error) {
      if (!(error instanceof EmpiresError && error.reason === 'TOKEN_EXPIRED' && this.credentials.refreshToken))
        throw error;
      await this.refresh();
      return this.send(document, variables, this.credentials.token);
    }
  }

  /**
   * Spends the refresh token for a new session (once, however many requests found the token
   * expired), renews the open connection with it, and tells `onSession`.
   */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const refreshToken = this.credentials.refreshToken;
      if (!refreshToken) throw new EmpiresError({ message: 'no refresh token: sign in again' });
      const { refreshSession } = await this.send(RefreshSessionDocument, { refreshToken }, undefined);
      this.credentials = refreshSession;
      this.options.onSession?.(refreshSession);
      if (this.ws) await this.renewConnection();
    })().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /**
   * A server that cannot be reached, or a proxy in front of it answering for it (502–504 without
   * GraphQL), is SERVICE_UNAVAILABLE: the request may not have been handled, and a move sent again
   * with its command id is applied at most once. A server restarting behind a balancer looks so.
   */
  private async send<R, V>(document: TypedDocumentString<R, V>, variables: Variables<V> | undefined, token?: string) {
    const response = await (this.options.fetch ?? fetch)(`${this.options.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    }).catch((error: unknown) => {
      throw unavailable(`the server could not be reached: ${errorText(error)}`);
    });
    if (response.status >= 502 && response.status <= 504 && !isJson(response))
      throw unavailable(`HTTP ${response.status} from the way to the server`);
    const body = (await response.json().catch((error: unknown) => {
      throw unavailable(`the answer was cut off: ${errorText(error)}`);
    })) as { data?: R; errors?: ConstructorParameters<typeof EmpiresError>[0][] };
    if (body.errors?.length) throw new EmpiresError(body.errors[0]);
    if (!body.data) throw new EmpiresError({ message: `HTTP ${response.status} without data` });
    return body.data;
  }

  /** Hands the open connection the current access token, and plans the next renewal. */
  private async renewConnection(): Promise<void> {
    const ws = this.ws;
    const token = this.credentials.token;
    if (!ws || !token) return;
    await new Promise<void>((resolve, reject) =>
      ws.subscribe(
        { query: RenewConnectionDocument.toString(), variables: { token } },
        {
          next: () => undefined,
          error: (error) => reject(asError(error)),
          complete: resolve,
        },
      ),
    );
    this.planRenewal();
  }

  /** A connection outlives its access token only if renewed: a minute before it expires (sooner for short ones), refresh. */
  private planRenewal(): void {
    clearTimeout(this.renewal);
    const { expiresAt, refreshToken } = this.credentials;
    if (!this.ws || !expiresAt || !refreshToken) return;
    const left = Date.parse(expiresAt) - Date.now();
    const due = Math.max(0, left - Math.min(60_000, left / 5));
    this.renewal = setTimeout(() => void this.refresh().catch(() => undefined), due);
    (this.renewal as { unref?: () => void }).unref?.();
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
    clearTimeout(this.renewal);
    await this.ws?.dispose();
    this.ws = undefined;
  }

  private socket(): WsClient {
    this.ws ??= createClient({
      url: `${this.options.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: this.options.webSocketImpl,
      // Asked at each connection, so a reconnection after a refresh uses the new token.
      connectionParams: () => (this.credentials.token ? { authorization: `Bearer ${this.credentials.token}` } : {}),
      retryAttempts: 0,
      lazy: true,
      on: { connected: () => this.planRenewal(), closed: () => clearTimeout(this.renewal) },
    });
    return this.ws;
  }
}

const unavailable = (message: string) => new EmpiresError({ message, extensions: { code: 'SERVICE_UNAVAILABLE' } });

const isJson = (response: Response) => response.headers.get('content-type')?.includes('json') ?? false;

/** Node's fetch says only "fetch failed"; what failed is in its cause. */
function errorText(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function asError(error: unknown): unknown {
  if (Array.isArray(error) && error[0]?.message) return new EmpiresError(error[0]);
  if (error && typeof error === 'object' && 'code' in error && 'reason' in error)
    return new EmpiresError({ message: `connection closed: ${(error as { reason: string }).reason || 'no reason'}` });
  return error;
}
