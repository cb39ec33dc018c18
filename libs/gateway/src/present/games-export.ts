import type { EventEnvelope, TournamentView } from '@empires/contracts';
import { GraphQLError } from 'graphql';
import type { History } from '../ports';

const PAGE = 1000;

/**
 * Every event of every game of a tournament, asked of history game by game and page by page (as
 * `viewer` may see them), one JSON envelope a line. A game paired but not yet created is left out.
 */
export async function gamesNdjson(
  backend: Pick<History, 'query'>,
  tournament: TournamentView,
  viewer: string,
): Promise<string> {
  const lines: string[] = [];
  for (const round of tournament.roundsPlayed) {
    for (const p of round.pairings) {
      if (!p.gameId) continue;
      for (let after = 0; ; ) {
        const page = await backend
          .query<{
            events: EventEnvelope[];
            lastSeq: number;
          }>({ type: 'EventsAfter', gameId: p.gameId, afterSeq: after, limit: PAGE }, viewer)
          .catch(notYet);
        if (!page) break;
        for (const e of page.events) lines.push(JSON.stringify(e));
        if (page.lastSeq === after) break;
        after = page.lastSeq;
      }
    }
  }
  return lines.map((l) => `${l}\n`).join('');
}

function notYet(error: unknown): undefined {
  if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return undefined;
  throw error;
}
