// A small client for the Empires GraphQL API: HTTP for queries and mutations, graphql-ws for
// subscriptions. Nothing here is specific to Empires' own code: only `fetch`, `graphql-ws` and `ws`.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLError {
  readonly message: string;
  readonly extensions?: { readonly code?: string; readonly reason?: string };
}

/** A request the server refused, with its `extensions.code` (NOT_YOUR_TURN, VERSION_CONFLICT, ...). */
export class ApiError extends Error {
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('; '));
  }

  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

export class EmpiresApi {
  private socket?: Client;

  /** `url` is the GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  constructor(
    readonly url: string,
    readonly token?: string,
  ) {}

  /** Registers a player and answers an API acting as it. */
  async register(name: string): Promise<{ api: EmpiresApi; playerId: string }> {
    const { register } = await this.query<{ register: { token: string; player: { id: string } } }>(
      `mutation($name: String!) { register(name: $name) { token player { id } } }`,
      { name },
    );
    return { api: new EmpiresApi(this.url, register.token), playerId: register.player.id };
  }

  async query<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ query: document, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: GraphQLError[] };
    if (body.errors?.length || !body.data) throw new ApiError(body.errors ?? [{ message: `HTTP ${response.status}` }]);
    return body.data;
  }

  /** Calls `onData` with each result; `onEnd` when the server completes the stream. Answers a stop function. */
  subscribe<T>(
    document: string,
    variables: Record<string, unknown>,
    onData: (data: T) => void,
    onEnd: () => void = () => undefined,
  ): () => void {
    this.socket ??= createClient({
      url: this.url.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: this.token ? { authorization: `Bearer ${this.token}` } : {},
    });
    return this.socket.subscribe<T>(
      { query: document, variables },
      {
        next: (message) => message.data && onData(message.data),
        error: (error) => console.error('subscription error', error),
        complete: onEnd,
      },
    );
  }

  async close(): Promise<void> {
    await this.socket?.dispose();
  }
}
