import { must } from '@empires/rules-kernel';
import type { NewEntrant, TournamentCommand } from './commands';
import type { GameResult, TournamentEvent } from './events';
import { Emitter } from './emitter';
import { isRefusal, refused, TournamentCodes as C, type Refusal } from './refusal';
import { arenaWave, playing } from './rounds/arena';
import { bracketOf } from './rounds/bracket';
import { nextRound, plannedRounds } from './rounds/next-round';
import { arenaEndsAt, checkInOpensAt } from './schedule';
import { isElimination, minEntrants } from './settings';
import { standingsOf } from './standings/standings';
import {
  activeEntrants,
  currentRound,
  entrantOf,
  isResolved,
  settingsOf,
  type EntrantState,
  type TournamentState,
} from './state';

/** Decides a command on a tournament: the events that follow from it, or why it is refused. */
export function decide(state: TournamentState, command: TournamentCommand): TournamentEvent[] | Refusal {
  switch (command.type) {
    case 'CreateTournament':
      return state.status === 'none'
        ? [{ type: 'TournamentCreated', settings: command.settings }]
        : refused(C.alreadyExists, 'a tournament with this id exists');
    case 'OpenRegistration':
      return openRegistration(state, command.by);
    case 'Register':
      return register(state, command.by, command.entrant);
    case 'Withdraw':
      return withdraw(state, command.by, command.entrantId, command.at);
    case 'Start':
      return start(state, command.by, command.at);
    case 'SetSeeds':
      return setSeeds(state, command.by, command.seeds);
    case 'CheckIn':
      return checkIn(state, command.by, command.entrantId, command.at);
    case 'RunSchedule':
      return runSchedule(state, command.at);
    case 'Advance':
      return advance(state, command.by);
    case 'Cancel':
      return guard(state, command.by) ?? [{ type: 'TournamentCancelled', by: command.by, reason: command.reason }];
    case 'RecordResult':
      return recordResult(state, command.gameId, command.result, command.at);
    default: {
      const unknown: never = command;
      return refused(C.badInput, `unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

const isOver = (s: TournamentState) => s.status === 'finished' || s.status === 'cancelled';

/** Exists, is not over, and (when `organizerOnly`) is managed by the one asking. */
function guard(s: TournamentState, by: string, organizerOnly = true): Refusal | undefined {
  if (s.status === 'none' || !s.settings) return refused(C.notFound, 'no such tournament');
  if (organizerOnly && s.settings.organizer !== by)
    return refused(C.forbidden, 'only the organizer manages this tournament');
  if (isOver(s)) return refused(C.over, `the tournament is ${s.status}`);
  return undefined;
}

function openRegistration(s: TournamentState, by: string): TournamentEvent[] | Refusal {
  const refusal = guard(s, by);
  if (refusal) return refusal;
  if (s.status === 'registration') return refused(C.alreadyOpen, 'registration is open already');
  if (s.status === 'running') return refused(C.alreadyStarted, 'the tournament has started');
  return [{ type: 'TournamentRegistrationOpened' }];
}

function register(s: TournamentState, by: string, entrant: NewEntrant): TournamentEvent[] | Refusal {
  const self = entrant.kind === 'player' && entrant.playerId === by;
  const refusal = guard(s, by, !self);
  if (refusal)
    return refusal.code === C.forbidden
      ? refused(C.forbidden, 'only the organizer registers other players and bots')
      : refusal;
  const settings = settingsOf(s);
  if (s.status === 'draft') return refused(C.registrationClosed, 'registration has not opened');
  const roundsLeft = s.rounds === null || s.played.length < s.rounds;
  if (s.status === 'running' && !(settings.lateEntry && roundsLeft))
    return refused(C.registrationClosed, 'the tournament has started and takes no late entries');
  if (entrant.kind === 'player' && entrantOf(s, entrant.playerId))
    return refused(C.alreadyRegistered, 'already registered (a withdrawn entrant does not come back)');
  if (activeEntrants(s).length >= settings.maxEntrants)
    return refused(C.full, `the tournament takes ${settings.maxEntrants} entrants`);
  const bots = s.entrants.filter((e) => e.kind === 'bot').map((e) => Number(e.entrantId.replace(/^bot-/, '')));
  const n = Math.max(0, ...bots) + 1;
  const registered =
    entrant.kind === 'player'
      ? {
          entrantId: entrant.playerId,
          kind: 'player' as const,
          playerId: entrant.playerId,
          name: entrant.name,
          rating: entrant.rating,
        }
      : {
          entrantId: `bot-${n}`,
          kind: 'bot' as const,
          policy: entrant.policy,
          name: entrant.name ?? `${entrant.policy} bot ${n}`,
          rating: entrant.rating,
        };
  return [
    {
      type: 'TournamentPlayerRegistered',
      entrant: registered,
      by,
      afterRound: s.status === 'running' ? s.played.length : 0,
    },
  ];
}

function withdraw(s: TournamentState, by: string, entrantId: string, at?: string): TournamentEvent[] | Refusal {
  const refusal = guard(s, by, entrantId !== by);
  if (refusal)
    return refusal.code === C.forbidden ? refused(C.forbidden, 'only the organizer withdraws other entrants') : refusal;
  if (entrantOf(s, entrantId)?.status !== 'active') return refused(C.notRegistered, `${entrantId} is not entered`);
  const out = new Emitter(s, [{ type: 'TournamentPlayerWithdrawn', entrantId, by, afterRound: s.played.length }]);
  for (const { gameId, seats } of unfinishedGamesOf(out.state, entrantId))
    settle(out, gameId, forfeit(seats, entrantId), at);
  return out.events;
}

/** The games an entrant is still playing: paired, with no result yet. */
export const unfinishedGamesOf = (s: TournamentState, entrantId: string) =>
  s.played
    .flatMap((r) => r.pairings)
    .flatMap((p) =>
      p.kind === 'game' && p.gameId && !p.result && p.seats.includes(entrantId)
        ? [{ gameId: p.gameId, seats: p.seats }]
        : [],
    );

/**
 * A withdrawn entrant forfeits the game it is still playing: its seat is last and the others share
 * the places above it, recorded at once, so the round closes (or an arena pairs on) without
 * waiting for a game its player has left.
 */
const forfeit = (seats: readonly string[], entrantId: string): GameResult => ({
  ranks: seats.map((id) => (id === entrantId ? seats.length : 1)),
  reason: `forfeit: ${entrantId} withdrew`,
});

function start(s: TournamentState, by: string, at?: string): TournamentEvent[] | Refusal {
  const refusal = guard(s, by);
  if (refusal) return refusal;
  if (s.status === 'running') return refused(C.alreadyStarted, 'the tournament has started');
  if (s.status === 'draft') return refused(C.notOpen, 'open registration first');
  return begin(new Emitter(s), at);
}

/**
 * Starts: withdraws whoever has not checked in (when the tournament has check-in), seeds the rest
 * (rating, then registration order) and pairs round 1, or an arena's first tables. Refuses, having
 * emitted nothing, when too few are left.
 */
function begin(out: Emitter, at?: string): TournamentEvent[] | Refusal {
  const s = out.state;
  const settings = settingsOf(s);
  const absent = settings.checkInSeconds ? activeEntrants(s).filter((e) => !e.checkedIn) : [];
  const active = activeEntrants(s).filter((e) => !absent.includes(e));
  const fewest = minEntrants(settings);
  if (active.length < fewest)
    return refused(
      C.tooFewEntrants,
      `${settings.format} needs at least ${fewest} entrants; ${active.length} ${absent.length ? 'checked in' : 'entered'}`,
    );
  if (settings.format === 'arena' && !at) return refused(C.badInput, 'an arena starts at a given time');
  for (const e of absent)
    out.emit({ type: 'TournamentPlayerWithdrawn', entrantId: e.entrantId, by: CHECK_IN, afterRound: 0 });
  const seeds = seedOrder(s, active);
  // An arena without a time was refused above, before anything was emitted.
  if (settings.format === 'arena' && at) {
    out.emit({ type: 'TournamentStarted', seeds, rounds: null, endsAt: arenaEndsAt(settings, at) });
    return pairArena(out, at);
  }
  out.emit({ type: 'TournamentStarted', seeds, rounds: plannedRounds({ ...out.state, seeds }, active.length) });
  return proceed(out);
}

/** The seeds: the organizer's order when set (entrants it does not name after, by rating), else rating, then registration order. */
function seedOrder(s: TournamentState, active: readonly EntrantState[]): string[] {
  // `active` is in registration order and the sort is stable: equal ratings keep that order.
  const byRating = [...active].sort((a, b) => b.rating - a.rating).map((e) => e.entrantId);
  if (!s.manualSeeds) return byRating;
  const named = s.manualSeeds.filter((id) => byRating.includes(id));
  return [...named, ...byRating.filter((id) => !named.includes(id))];
}

function setSeeds(s: TournamentState, by: string, seeds: readonly string[]): TournamentEvent[] | Refusal {
  const refusal = guard(s, by);
  if (refusal) return refusal;
  if (s.status === 'running') return refused(C.alreadyStarted, 'seeds are set before the start');
  if (!Array.isArray(seeds) || new Set(seeds).size !== seeds.length)
    return refused(C.badInput, 'seeds name entrants, each once');
  const unknown = seeds.find((id) => entrantOf(s, id)?.status !== 'active');
  if (unknown !== undefined) return refused(C.notRegistered, `${unknown} is not entered`);
  return [{ type: 'TournamentSeedsSet', seeds: [...seeds], by }];
}

/** Who withdraws an entrant that did not check in, and who acts on the schedule. */
const CHECK_IN = 'check-in';
const SCHEDULE = 'schedule';

function checkIn(s: TournamentState, by: string, entrantId: string, at: string): TournamentEvent[] | Refusal {
  const refusal = guard(s, by, entrantId !== by);
  if (refusal)
    return refusal.code === C.forbidden ? refused(C.forbidden, 'only the organizer checks in other entrants') : refusal;
  const opens = checkInOpensAt(settingsOf(s));
  if (!opens) return refused(C.badInput, 'this tournament has no check-in');
  if (s.status !== 'registration' || at < opens)
    return refused(C.checkInClosed, `check-in is open from ${opens} until the start`);
  const entrant = entrantOf(s, entrantId);
  if (entrant?.status !== 'active') return refused(C.notRegistered, `${entrantId} is not entered`);
  if (entrant.checkedIn) return refused(C.alreadyCheckedIn, `${entrantId} has checked in`);
  return [{ type: 'TournamentPlayerCheckedIn', entrantId, by }];
}

/**
 * What the schedule makes due at `at`: registration opening, the start (cancelled when too few
 * are left, as nobody is there to decide otherwise), an arena's end. Decides nothing when nothing
 * is due, so a deadline told twice does no harm.
 */
function runSchedule(s: TournamentState, at: string): TournamentEvent[] {
  if (s.status === 'none' || isOver(s)) return [];
  const settings = settingsOf(s);
  const due = (time?: string) => time !== undefined && time <= at;
  const out = new Emitter(s);
  if (out.state.status === 'draft' && due(settings.registrationOpensAt))
    out.emit({ type: 'TournamentRegistrationOpened' });
  if (out.state.status === 'draft' && due(settings.startsAt))
    return out.emit({ type: 'TournamentCancelled', by: SCHEDULE, reason: 'registration never opened' });
  if (out.state.status === 'registration' && due(settings.startsAt)) {
    const started = begin(out, at);
    return isRefusal(started)
      ? out.emit({ type: 'TournamentCancelled', by: SCHEDULE, reason: started.message })
      : started;
  }
  if (out.state.status === 'running' && due(out.state.endsAt) && playing(out.state).size === 0) return finish(out);
  return out.events;
}

function advance(s: TournamentState, by: string): TournamentEvent[] | Refusal {
  const refusal = guard(s, by);
  if (refusal) return refusal;
  if (s.status !== 'running') return refused(C.notStarted, 'the tournament has not started');
  if (settingsOf(s).format === 'arena') return refused(C.badInput, 'an arena pairs by itself as games end');
  if (!currentRound(s)?.closed) return refused(C.roundInProgress, 'the current round still has games to finish');
  return proceed(new Emitter(s));
}

function recordResult(s: TournamentState, gameId: string, result: GameResult, at?: string): TournamentEvent[] {
  return s.status === 'running' ? settle(new Emitter(s), gameId, result, at) : [];
}

/** Records a game's result once, and what follows: its round closed with its last game, or an arena's next tables. */
function settle(out: Emitter, gameId: string, result: GameResult, at?: string): TournamentEvent[] {
  const s = out.state;
  const round = s.played.find((r) => r.pairings.some((p) => p.gameId === gameId));
  const pairing = round?.pairings.find((p) => p.gameId === gameId);
  // Unknown, already recorded (a redelivery) or malformed: nothing changes.
  if (!round || !pairing || pairing.result || result?.ranks?.length !== pairing.seats.length) return out.events;
  out.emit({ type: 'TournamentGameFinished', round: round.round, gameId, result });
  if (settingsOf(s).format === 'arena') return arenaGameEnded(out, at);
  const after = must(
    out.state.played.find((r) => r.round === round.round),
    `round ${round.round}`,
  );
  return after.pairings.every(isResolved) ? closeRound(out, round.round) : out.events;
}

/** An arena pairs whoever a finished game freed; after its end it only waits for its last games. */
function arenaGameEnded(out: Emitter, at?: string): TournamentEvent[] {
  const ended = out.state.endsAt !== undefined && at !== undefined && at >= out.state.endsAt;
  if (!ended) return pairArena(out, at);
  return playing(out.state).size === 0 ? finish(out) : out.events;
}

function pairArena(out: Emitter, at?: string): TournamentEvent[] {
  const pairings = arenaWave(out.state);
  if (pairings.length === 0) return out.events;
  return out.emit({
    type: 'TournamentRoundPaired',
    round: out.state.played.length + 1,
    pairings,
    ...(at ? { pairedAt: at } : {}),
  });
}

/** Closes a round whose every table is decided; then finishes, or pairs on when the tournament advances by itself. */
function closeRound(out: Emitter, round: number): TournamentEvent[] {
  out.emit({ type: 'TournamentRoundClosed', round, standings: standingsOf(out.state) });
  const s = out.state;
  const roundsDone = s.rounds !== null && s.played.length >= s.rounds;
  const finalDecided = isElimination(settingsOf(s).format) && bracketOf(s).champion !== undefined;
  if (roundsDone || finalDecided) return finish(out);
  return settingsOf(s).advance === 'auto' ? proceed(out) : out.events;
}

/** Pairs the next round; one with nothing to play (only byes and walkovers) is closed at once. */
function proceed(out: Emitter): TournamentEvent[] {
  const next = nextRound(out.state);
  if (next.kind === 'over') return finish(out);
  out.emit({
    type: 'TournamentRoundPaired',
    round: next.round,
    pairings: next.pairings,
    ...(next.audit ? { audit: next.audit } : {}),
  });
  return next.pairings.some((p) => p.kind === 'game') ? out.events : closeRound(out, next.round);
}

function finish(out: Emitter): TournamentEvent[] {
  const s = out.state;
  const standings = standingsOf(s);
  const champion = isElimination(settingsOf(s).format)
    ? s.seeds.length
      ? (bracketOf(s).champion ?? null)
      : null
    : standings.some((r) => r.games > 0)
      ? standings[0].entrantId
      : null;
  return out.emit({ type: 'TournamentFinished', champion, standings });
}
