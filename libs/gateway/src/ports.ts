import type { EventEnvelope, GameSummary, Query } from '@empires/contracts';

export type Listener = (event: EventEnvelope) => void;

/** What a subscription needs of the live events: to hear a stream, and how far it has been heard. */
export interface LiveFeed {
  listen(streamId: string | '*', listener: Listener): () => void;
  lastSeqHeard(gameId: string): number | undefined;
}

/** What the gateway asks of history (the read side), as a player or a spectator. */
export interface History {
  query<T>(query: Query, viewer?: string): Promise<T>;
  /** One game; a game created a moment ago is found even before history has heard of it. */
  game(gameId: string, viewer?: string): Promise<GameSummary>;
}
