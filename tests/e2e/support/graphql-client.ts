import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { waitFor } from '@empires/testing';

export interface GraphQLResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly data?: T;
  readonly errors?: readonly { message: string; extensions?: { code?: string; reason?: string } }[];
}

/** A plain GraphQL client, as any outside developer would write one: fetch and graphql-ws. */
export class GraphQLClient {
  constructor(
    readonly port: number,
    readonly token?: string,
  ) {}

  as(token: string | undefined): GraphQLClient {
    return new GraphQLClient(this.port, token);
  }

  async request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLResponse<T>> {
    return this.post(JSON.stringify({ query, variables }));
  }

  /** Posts a raw body, for tests of malformed and oversized requests. */
  async post<T>(body: string): Promise<GraphQLResponse<T>> {
    const res = await fetch(`http://127.0.0.1:${this.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body,
    });
    const json = (await res.json()) as Omit<GraphQLResponse<T>, 'status'>;
    return { status: res.status, ...json };
  }

  /** The data of a request that must succeed. */
  async data<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const r = await this.request<T>(query, variables);
    if (r.errors?.length || !r.data) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors)}`);
    return r.data;
  }

  /** The error code of a request that must fail. */
  async code(query: string, variables: Record<string, unknown> = {}): Promise<string | undefined> {
    const r = await this.request(query, variables);
    return r.errors?.[0]?.extensions?.code ?? (r.errors ? 'NO_CODE' : 'OK');
  }

  subscribe<T>(query: string, variables: Record<string, unknown> = {}): Subscription<T> {
    const client = createClient({
      url: `ws://127.0.0.1:${this.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: this.token ? { authorization: `Bearer ${this.token}` } : {},
      retryAttempts: 0,
      lazy: false,
    });
    return new Subscription<T>(client, query, variables);
  }
}

/** Collects what a subscription delivers. */
export class Subscription<T> {
  readonly received: T[] = [];
  errors: unknown[] = [];
  completed = false;
  private readonly dispose: () => void;
  private readonly acknowledged: Promise<void>;

  constructor(
    private readonly client: Client,
    query: string,
    variables: Record<string, unknown>,
  ) {
    this.acknowledged = new Promise((resolve) => client.on('connected', () => resolve()));
    this.dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (msg) => {
          if (msg.errors) this.errors.push(...msg.errors);
          if (msg.data) this.received.push(msg.data);
        },
        error: (error) => this.errors.push(error),
        complete: () => (this.completed = true),
      },
    );
  }

  /** Resolves once the gateway has accepted the connection (the subscription is sent right after). */
  connected(): Promise<void> {
    return this.acknowledged;
  }

  /** Waits until `check` holds for what was received so far. */
  until(check: (received: readonly T[]) => boolean, timeoutMs = 30_000, what = 'the subscription'): Promise<true> {
    return waitFor(
      () => {
        if (this.errors.length) throw new Error(`subscription errors: ${JSON.stringify(this.errors)}`);
        return check(this.received) || undefined;
      },
      timeoutMs,
      what,
    );
  }

  async close(): Promise<void> {
    this.dispose();
    await this.client.dispose();
  }
}
