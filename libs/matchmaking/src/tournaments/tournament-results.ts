import { standingRanks, type EventEnvelope, type RankedOutcome } from '@empires/contracts';
import type { EventStore } from '@empires/eventstore';
import { decide, isRefusal, type GameResult, type TournamentState } from '@empires/tournaments';
import type { Database } from '@empires/database';
import { transact, type UnitOfWork } from '../store/unit-of-work';
import { loadTournament, saveTournament } from './tournament-stream';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };
type Ending = { type: string; outcome?: GameResult & RankedOutcome; reason?: string };

/**
 * Feeds the end of every tournament game to its tournament, each in a transaction of its own on
 * the locked tournament stream. The tournament records a game's result once (a redelivered
 * outcome decides nothing), closes the round with its last game and, when it advances by
 * itself, pairs the next. An aborted game counts as a tie of all its seats. Answers whether
 * any new round was paired (its games are owed to the engine).
 */
export async function applyTournamentResults(
  db: Database,
  store: EventStore,
  events: readonly EventEnvelope[],
  now: () => Date = () => new Date(),
): Promise<boolean> {
  const endings = events.filter((e) => ['GameFinished', 'GameAborted'].includes((e.payload as Ending)?.type));
  if (endings.length === 0) return false;
  const rows: { game_id: string; tournament_id: string }[] = await db.query(
    `SELECT game_id, tournament_id FROM tournament_games WHERE game_id = ANY($1::text[])`,
    [endings.map((e) => e.streamId)],
  );
  const tournamentOf = new Map(rows.map((r) => [r.game_id, r.tournament_id]));
  let paired = false;
  for (const e of endings) {
    const tournamentId = tournamentOf.get(e.streamId);
    if (!tournamentId) continue;
    paired =
      (await transact(db, store, SYSTEM, undefined, (uow) =>
        recordEnding(uow, tournamentId, e.streamId, e.payload as Ending, now().toISOString()),
      )) || paired;
  }
  return paired;
}

/**
 * A tournament game the engine refused to create ends as an aborted game does, a tie of all its
 * seats, so its round can close without it. Inside the caller's transaction; answers whether a
 * round was paired. A game of no tournament changes nothing.
 */
export async function recordGameNotCreated(
  uow: UnitOfWork,
  gameId: string,
  refusal: string,
  at: string,
): Promise<boolean> {
  const [row] = await uow.query<{ tournament_id: string }>(
    `SELECT tournament_id FROM tournament_games WHERE game_id = $1`,
    [gameId],
  );
  if (!row) return false;
  return recordEnding(uow, row.tournament_id, gameId, { type: 'GameAborted', reason: `not created: ${refusal}` }, at);
}

async function recordEnding(
  uow: UnitOfWork,
  tournamentId: string,
  gameId: string,
  ending: Ending,
  at: string,
): Promise<boolean> {
  const before = await loadTournament(uow, tournamentId);
  const out = decide(before, { type: 'RecordResult', gameId, result: resultOf(before, gameId, ending), at });
  if (isRefusal(out)) return false;
  await saveTournament(uow, before, out);
  return out.some((x) => x.type === 'TournamentRoundPaired');
}

function resultOf(state: TournamentState, gameId: string, ending: Ending): GameResult {
  // A forfeit on time or a seat a stand-in finished is a loss in the standings (`standingRanks`).
  if (ending.type === 'GameFinished' && ending.outcome) {
    const { scores, reason } = ending.outcome;
    return { ranks: standingRanks(ending.outcome), ...(scores ? { scores } : {}), reason };
  }
  const seats = state.played.flatMap((r) => r.pairings).find((p) => p.gameId === gameId)?.seats ?? [];
  return { ranks: seats.map(() => 1), reason: `aborted: ${ending.reason ?? 'no reason given'}` };
}
