import { ClockSettingsSchema } from '@empires/contracts';
import { randomInt } from 'node:crypto';
import type {
  MatchmakingRequest,
  TournamentRequestBody,
  TournamentSettingsInput,
  TournamentStatus,
  TournamentSummary,
  TournamentView,
} from '@empires/contracts';
import { seatPolicy } from '@empires/bots';
import { botPlayerId } from '../bot-strength';
import { offeredLevel } from '../bot-levels';
import { ordinalOf } from '../ratings';
import {
  decide,
  exportTrf,
  gameOptions,
  isRefusal,
  resultsCsv,
  settingsFrom,
  standingsCsv,
  standingsOf,
  tournamentView,
  type NewEntrant,
  type TournamentCommand,
  type TournamentState,
} from '@empires/tournaments';
import type { Database } from '@empires/database';
import { checkGameOptions } from '../games/game-options';
import { pageSize, rulesetOf, type HandlerContext } from '../requests/context';
import { refuse, refuseAs } from '../requests/errors';
import { skillOf } from '../store/ratings-store';
import type { UnitOfWork } from '../store/unit-of-work';
import { listDeliveries, listWebhooks, redeliver, registerWebhook, removeWebhook } from '../webhooks/webhook-requests';
import { loadTournament, readTournament, saveTournament } from './tournament-stream';

type TournamentRequest = Extract<MatchmakingRequest, TournamentRequestBody>;
/** Runs a change in one transaction, once per command id (`handle.ts` owns how). */
export type Change = <T>(work: (uow: UnitOfWork) => Promise<T>) => Promise<T>;

const STATUSES: readonly TournamentStatus[] = ['draft', 'registration', 'running', 'finished', 'cancelled'];
const idOf = (p: { tournamentId?: unknown }): string =>
  typeof p.tournamentId === 'string' ? p.tournamentId : refuse('BAD_USER_INPUT', 'tournamentId is required');
/** The entrant a request names, or the asker's own entry when it names none. */
const entrantOf = (p: { entrantId?: unknown }, by: string): string =>
  typeof p.entrantId === 'string' ? p.entrantId : by;

/** Answers the tournament requests: commands decided on the tournament's stream, questions read from it. */
export async function answerTournament(
  db: Database,
  ctx: HandlerContext,
  playerId: string,
  r: TournamentRequest,
  change: Change,
): Promise<unknown> {
  const by = playerId;
  switch (r.type) {
    case 'CreateTournament':
      return change((uow) => create(uow, ctx, by, r.payload));
    case 'OpenTournamentRegistration':
      return change((uow) => act(uow, idOf(r.payload), { type: 'OpenRegistration', by }));
    case 'RegisterEntrant':
      return change(async (uow) =>
        act(uow, idOf(r.payload), { type: 'Register', by, entrant: await entrantFor(uow, ctx, r, by) }),
      );
    case 'WithdrawEntrant':
      return change((uow) =>
        act(uow, idOf(r.payload), {
          type: 'Withdraw',
          by,
          entrantId: entrantOf(r.payload, by),
          at: ctx.now().toISOString(),
        }),
      );
    case 'StartTournament':
      return change((uow) => act(uow, idOf(r.payload), { type: 'Start', by, at: ctx.now().toISOString() }));
    case 'SeedTournament':
      return change((uow) =>
        act(uow, idOf(r.payload), {
          type: 'SetSeeds',
          by,
          seeds: Array.isArray(r.payload.seeds)
            ? r.payload.seeds.map(String)
            : refuse('BAD_USER_INPUT', 'seeds is a list of entrant ids'),
        }),
      );
    case 'CheckInTournament':
      return change((uow) =>
        act(uow, idOf(r.payload), {
          type: 'CheckIn',
          by,
          entrantId: entrantOf(r.payload, by),
          at: ctx.now().toISOString(),
        }),
      );
    case 'AdvanceTournament':
      return change((uow) => act(uow, idOf(r.payload), { type: 'Advance', by }));
    case 'CancelTournament':
      return change((uow) =>
        act(uow, idOf(r.payload), {
          type: 'Cancel',
          by,
          reason: String(r.payload.reason ?? 'cancelled by the organizer').slice(0, 200),
        }),
      );
    case 'GetTournament':
      return tournamentView(await found(db, idOf(r.payload)));
    case 'ExportTournamentStandings':
      return standingsCsv(standingsOf(await found(db, idOf(r.payload))));
    case 'ExportTournamentResults':
      return results(await found(db, idOf(r.payload)), r.payload.format);
    case 'ListTournaments':
      return list(db, r.payload);
    case 'RegisterTournamentWebhook':
      return change((uow) => registerWebhook(uow, by, r.payload, ctx.allowPrivateWebhooks ?? false));
    case 'RemoveTournamentWebhook':
      return change((uow) => removeWebhook(uow, by, r.payload));
    case 'ListTournamentWebhooks':
      return listWebhooks(db, by, r.payload);
    case 'ListWebhookDeliveries':
      return listDeliveries(db, by, r.payload);
    case 'RedeliverWebhook':
      return change((uow) => redeliver(uow, by, r.payload));
    default: {
      const unknown: never = r;
      return refuse('BAD_USER_INPUT', `unknown request ${(unknown as { type: string }).type}`);
    }
  }
}

/** Decides a command on the locked tournament; a refusal throws, so the transaction changes nothing. */
async function act(uow: UnitOfWork, tournamentId: string, command: TournamentCommand): Promise<TournamentView> {
  const before = await loadTournament(uow, tournamentId);
  const events = decide(before, command);
  if (isRefusal(events)) return refuseAs(events);
  return tournamentView(await saveTournament(uow, before, events));
}

async function create(
  uow: UnitOfWork,
  ctx: HandlerContext,
  organizer: string,
  input: TournamentSettingsInput,
): Promise<TournamentView> {
  const ruleset = rulesetOf(ctx, input?.ruleset);
  const tournamentId = `trn_${ctx.inviteCode()}${ctx.inviteCode()}`.toLowerCase();
  const hasRoundLimit =
    typeof ruleset.defaultOptions === 'object' &&
    ruleset.defaultOptions !== null &&
    'roundLimit' in ruleset.defaultOptions;
  const settings = settingsFrom(
    input,
    { id: ruleset.id, seats: ruleset.seats, hasRoundLimit },
    { tournamentId, organizer, seed: randomInt(2 ** 31) },
    ctx.now(),
  );
  if (isRefusal(settings)) return refuseAs(settings);
  checkGameOptions(ruleset, [settings.tableSize, settings.minTableSize], gameOptions(settings));
  const clock = settings.clock && ClockSettingsSchema.safeParse(settings.clock);
  if (clock && !clock.success)
    refuse('BAD_USER_INPUT', `clock: ${clock.error.issues[0].message} at ${clock.error.issues[0].path.join('.')}`);
  const standIn = clock && clock.success ? clock.data.policy.botLevel : undefined;
  if (standIn) offeredLevel(ctx, ruleset.id, standIn);
  return act(uow, tournamentId, { type: 'CreateTournament', settings });
}

/** Who is registering: the asker, another player (the organizer's to do) or a bot, with its rating in the ruleset. */
async function entrantFor(
  uow: UnitOfWork,
  ctx: HandlerContext,
  r: Extract<TournamentRequest, { type: 'RegisterEntrant' }>,
  by: string,
): Promise<NewEntrant> {
  const state = await loadTournament(uow, idOf(r.payload));
  const rulesetId = state.settings?.ruleset ?? refuse('NOT_FOUND', 'no such tournament');
  const rating = async (id: string) => ordinalOf(await skillOf(uow, rulesetId, id));
  const p = r.payload;
  if (p.botLevel !== undefined && p.bot !== undefined)
    refuse('BAD_USER_INPUT', 'name a bot level or a policy, not both');
  const bot = p.botLevel !== undefined ? offeredLevel(ctx, rulesetId, p.botLevel) : p.bot;
  if (typeof bot === 'string') {
    if (!seatPolicy(rulesetId, bot, ctx.bots(rulesetId)))
      refuse('BAD_USER_INPUT', `no bot policy "${bot}" for ${rulesetId}`);
    return {
      kind: 'bot',
      policy: bot,
      ...(typeof p.name === 'string' && p.name.trim() ? { name: p.name.trim().slice(0, 40) } : {}),
      rating: await rating(botPlayerId(bot)),
    };
  }
  const playerId = typeof p.playerId === 'string' ? p.playerId : by;
  const [profile] = await uow.query<{ banned_until: Date | null }>(
    `SELECT banned_until FROM players WHERE player_id = $1`,
    [playerId],
  );
  if (profile?.banned_until && profile.banned_until > ctx.now()) refuse('FORBIDDEN', 'a banned player cannot enter');
  // The stream records the id, not the name: names live (and are erased) in the players table.
  return { kind: 'player', playerId, name: playerId, rating: await rating(playerId) };
}

function results(state: TournamentState, format: unknown): string {
  if (format === 'csv') return resultsCsv(state);
  if (format !== 'trf') return refuse('BAD_USER_INPUT', 'format is csv or trf');
  const trf = exportTrf(state);
  return isRefusal(trf) ? refuseAs(trf) : trf;
}

async function found(db: Database, tournamentId: string) {
  const state = await readTournament(db, tournamentId);
  return state.settings ? state : refuse('NOT_FOUND', `no tournament ${tournamentId}`);
}

async function list(db: Database, p: { status?: unknown; first?: unknown }): Promise<TournamentSummary[]> {
  if (p.status !== undefined && !STATUSES.includes(p.status as TournamentStatus))
    refuse('BAD_USER_INPUT', `status is one of ${STATUSES.join(', ')}`);
  const first = pageSize(p.first);
  const rows: {
    tournament_id: string;
    name: string;
    organizer: string;
    ruleset_id: string;
    format: TournamentSummary['format'];
    status: TournamentStatus;
    entrants: number;
    current_round: number;
    created_at: Date;
  }[] = await db.query(
    `SELECT * FROM tournaments WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, tournament_id LIMIT $2`,
    [p.status ?? null, first],
  );
  return rows.map((t) => ({
    tournamentId: t.tournament_id,
    name: t.name,
    organizer: t.organizer,
    ruleset: t.ruleset_id,
    format: t.format,
    status: t.status,
    entrants: t.entrants,
    currentRound: t.current_round,
    createdAt: t.created_at.toISOString(),
  }));
}
