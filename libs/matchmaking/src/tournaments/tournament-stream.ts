import { DELETED_PLAYER, upcast } from '@empires/contracts';
import type { Queryable } from '@empires/database';
import { must } from '@empires/rules-kernel';
import {
  activeEntrants,
  fold,
  gameOptions,
  initialState,
  nextDeadline,
  type Entrant,
  unfinishedGamesOf,
  type TournamentEvent,
  type TournamentState,
} from '@empires/tournaments';
import { queueGame, type CreateSeat } from '../games/games-to-create';
import { queueResignations, type SeatToResign } from '../games/seats-to-resign';
import type { UnitOfWork } from '../store/unit-of-work';
import { queueMilestones } from '../webhooks/milestone-deliveries';

const streamOf = (tournamentId: string): string => `tournament:${tournamentId}`;

interface EventRow {
  type: string;
  payload: TournamentEvent;
  schema_version: number | null;
}

const EVENTS_OF_STREAM = `SELECT type, payload, (metadata->>'schemaVersion')::int AS schema_version FROM events WHERE stream_id = $1 ORDER BY seq`;

/** The stream's events as the current schema names them (see `upcast`). */
const eventsOf = (rows: readonly EventRow[]): TournamentEvent[] =>
  rows.map((r) => upcast({ type: r.type, payload: r.payload, schemaVersion: r.schema_version ?? 1 }).payload);

/**
 * A tournament as its stream tells it, read inside the transaction after locking the stream's
 * version, so no other writer can decide on the same state until this one commits.
 */
export async function loadTournament(uow: UnitOfWork, tournamentId: string): Promise<TournamentState> {
  const stream = streamOf(tournamentId);
  await uow.query(`SELECT version FROM streams WHERE stream_id = $1 FOR UPDATE`, [stream]);
  return withNames(uow, fold(eventsOf(await uow.query<EventRow>(EVENTS_OF_STREAM, [stream]))));
}

/** Reads without locking: for questions. */
export async function readTournament(db: Queryable, tournamentId: string): Promise<TournamentState> {
  const rows = await db.query<EventRow>(EVENTS_OF_STREAM, [streamOf(tournamentId)]);
  return rows.length ? withNames(db, fold(eventsOf(rows))) : initialState;
}

/**
 * Player entrants are named from the players table, not from the stream: a name erased there is
 * gone from every standing and export (the stream records player ids; older streams also a name,
 * which this hides).
 */
async function withNames(db: Queryable, state: TournamentState): Promise<TournamentState> {
  const ids = state.entrants.flatMap((e) => (e.kind === 'player' && e.playerId ? [e.playerId] : []));
  if (ids.length === 0) return state;
  const rows = await db.query<{ player_id: string; name: string | null }>(
    `SELECT player_id, name FROM players WHERE player_id = ANY($1::text[])`,
    [ids],
  );
  const names = new Map(rows.map((r) => [r.player_id, r.name ?? DELETED_PLAYER]));
  return {
    ...state,
    entrants: state.entrants.map((e) =>
      e.kind === 'player' && e.playerId ? { ...e, name: names.get(e.playerId) ?? e.playerId } : e,
    ),
  };
}

const seatOf = (e: Entrant): CreateSeat =>
  e.kind === 'bot' ? { kind: 'bot', policy: e.policy } : { kind: 'player', playerId: e.playerId };

/**
 * The seats a withdrawn entrant held in the games it was still playing. The tournament records
 * each as forfeited at once; its seat resigns in the engine's game too, so the game does not go on
 * with a seat nobody will play (a two-seat game ends, won by the other; in a larger one the others
 * play on, though the tournament has its result already). Resigning, rather than aborting, ends
 * only the withdrawn entrant's part, as a player leaving a game does.
 */
const seatsLeftBy = (before: TournamentState, entrantId: string): SeatToResign[] =>
  unfinishedGamesOf(before, entrantId).map(({ gameId, seats }) => ({ gameId, seat: seats.indexOf(entrantId) }));

/**
 * Appends the decided events and, in the same transaction, what follows from them: every game of
 * a newly paired round owed to the engine (with the tournament's ruleset and options), its id
 * indexed so its outcome finds the tournament, the resignations a withdrawal owes the engine (see
 * `seatsLeftBy`), and the row that lists the tournament.
 */
export async function saveTournament(
  uow: UnitOfWork,
  before: TournamentState,
  events: readonly TournamentEvent[],
): Promise<TournamentState> {
  if (events.length === 0) return before;
  const after = fold(events, before);
  const s = must(after.settings, 'a saved tournament’s settings');
  await queueMilestones(uow, before, events);
  if (nextDeadline(after) !== nextDeadline(before)) uow.deadline(streamOf(s.tournamentId), nextDeadline(after));
  for (const e of events) {
    uow.record(streamOf(s.tournamentId), e.type, e);
    if (e.type === 'TournamentPlayerWithdrawn') await queueResignations(uow, seatsLeftBy(before, e.entrantId));
    if (e.type !== 'TournamentRoundPaired') continue;
    for (const p of e.pairings) {
      if (p.kind !== 'game' || !p.gameId) continue;
      const seats = p.seats.map((id) =>
        seatOf(
          must(
            after.entrants.find((x) => x.entrantId === id),
            `entrant ${id}`,
          ),
        ),
      );
      await queueGame(uow, p.gameId, s.ruleset, seats, gameOptions(s), s.clock);
      await uow.query(`INSERT INTO tournament_games (game_id, tournament_id, round) VALUES ($1, $2, $3)`, [
        p.gameId,
        s.tournamentId,
        e.round,
      ]);
    }
  }
  await uow.query(
    `INSERT INTO tournaments (tournament_id, name, organizer, ruleset_id, format, status, entrants, current_round) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (tournament_id) DO UPDATE SET status = EXCLUDED.status, entrants = EXCLUDED.entrants, current_round = EXCLUDED.current_round, updated_at = now()`,
    [
      s.tournamentId,
      s.name,
      s.organizer,
      s.ruleset,
      s.format,
      after.status,
      activeEntrants(after).length,
      after.played.length,
    ],
  );
  return after;
}
