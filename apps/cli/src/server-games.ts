import { SCHEMA_VERSION } from '@empires/contracts';
import type {
  EmpiresClient,
  EventFieldsFragment,
  GameFilterInput,
  GameFieldsFragment,
  GameStatus,
} from '@empires/client';
import type { ExportedEvent, ExportedGame } from '@empires/analysis';

/** An event as the API gives it, in the envelope an export holds (the API serves the current schema version). */
const exportedEvent = (ruleset: string, e: EventFieldsFragment): ExportedEvent => ({
  eventId: e.eventId,
  streamId: e.gameId,
  seq: e.seq,
  type: e.type,
  ruleset,
  payload: e.payload,
  causationId: e.causationId,
  actor: e.actor,
  occurredAt: e.occurredAt,
  schemaVersion: SCHEMA_VERSION,
  ...(e.command === null || e.command === undefined ? {} : { command: e.command }),
});

/** One game with all its events, as the token's player may see them (a finished game: everything). */
export async function fetchGame(
  client: EmpiresClient,
  game: Pick<GameFieldsFragment, 'id' | 'ruleset'>,
): Promise<ExportedGame> {
  const events = await client.allEvents(game.id);
  return { id: game.id, ruleset: game.ruleset, events: events.map((e) => exportedEvent(game.ruleset, e)) };
}

export async function fetchGameById(client: EmpiresClient, id: string): Promise<ExportedGame> {
  return fetchGame(client, await client.game(id));
}

export interface GamePage {
  readonly games: readonly GameFieldsFragment[];
  /** Where this page began: a resumed export starts here again. */
  readonly cursor: string | null;
  readonly next: string | null;
}

/** The server's games matching what it filters itself (ruleset, player, status), a page at a time. */
export async function* gamePages(
  client: EmpiresClient,
  filter: { ruleset?: string; player?: string; status?: string },
  from: string | null,
  pageSize = 50,
): AsyncGenerator<GamePage> {
  const input: GameFilterInput = {
    ...(filter.ruleset ? { ruleset: filter.ruleset } : {}),
    ...(filter.player ? { playerId: filter.player } : {}),
    ...(filter.status ? { status: filter.status.toUpperCase() as GameStatus } : {}),
  };
  let cursor = from;
  for (;;) {
    const page = await client.games(input, pageSize, cursor ?? undefined);
    yield { games: page.items, cursor, next: page.nextCursor ?? null };
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** The games of a tournament, from its pairings. */
export async function tournamentGames(client: EmpiresClient, id: string): Promise<Set<string>> {
  const t = await client.tournaments.get(id);
  return new Set(t.rounds.flatMap((r) => r.pairings.flatMap((p) => (p.gameId ? [p.gameId] : []))));
}
