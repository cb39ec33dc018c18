import { ClockSettingsSchema, type Actor } from '@empires/contracts';
import {
  checkCommand,
  checkNewGameOptions,
  describeIssues,
  Dice,
  isViolation,
  play,
  start,
  violation,
  type AnyRuleset,
  type RuleViolation,
} from '@empires/rules-kernel';
import { checkSeatPayload } from './command-payloads';
import { EngineCodes as C, type CreateGame, type GameCommand, type SubmitAction } from './commands';
import { fromRecorded, lifecycle } from './decided';
import { isCurrentFor, type Decided, type GameState } from './game-stream';
import { isFilled, mayActFor, mayManage, mayResign, seatOf, validSeats } from './seats';
import { afterCommand } from './clock/clock-after';
import { reclaim, timeout } from './clock/timeout';
import type { DecideContext } from './decide-context';
import { rulesetOf } from './ruleset-of';

export type { DecideContext } from './decide-context';

/**
 * Decides one engine command on a game stream: lobby, play, resignation, abort, and in a game
 * with a clock what follows from the clocks (see `clock/`).
 */
export function decideGame(
  state: GameState,
  command: GameCommand,
  actor: Actor,
  ctx: DecideContext,
): Decided[] | RuleViolation {
  const malformed = checkSeatPayload(state, command);
  if (malformed) return malformed;
  const decided = decideCommand(state, command, actor, ctx);
  if (isViolation(decided) || !(state.clock || decided[0]?.type === 'GameCreated')) return decided;
  const seat = command.type === 'SubmitAction' ? command.payload?.seat : undefined;
  return [...decided, ...afterCommand(ctx.registry, state, decided, seat, ctx.now ?? 0)];
}

function decideCommand(
  state: GameState,
  command: GameCommand,
  actor: Actor,
  ctx: DecideContext,
): Decided[] | RuleViolation {
  switch (command.type) {
    case 'CreateGame':
      return create(state, command.payload, actor, ctx);
    case 'JoinSeat':
      return join(state, command.payload?.seat, actor, ctx);
    case 'LeaveSeat':
      return leave(state, command.payload?.seat, actor);
    case 'StartGame':
      return startGame(state, actor, ctx);
    case 'SubmitAction':
      return submit(state, command.payload, actor, ctx);
    case 'Resign':
      return submit(state, { seat: command.payload?.seat, action: { type: 'Resign' } }, actor, ctx, mayResign);
    case 'OfferRematch':
      return offerRematch(state, command.payload, actor);
    case 'AbortGame':
      return abort(state, String(command.payload?.reason ?? 'aborted'), actor, ctx);
    case 'Timeout':
      return timeout(state, command.payload, actor, ctx, (ruleset, game, rules) =>
        finishIfOver(ruleset, game, rules, ctx),
      );
    case 'ReclaimSeat':
      return reclaim(state, command.payload, actor);
    default: {
      const unknown: never = command;
      return violation(C.badInput, `unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

function create(state: GameState, p: CreateGame, actor: Actor, ctx: DecideContext): Decided[] | RuleViolation {
  if (state.status !== 'none') return violation(C.alreadyExists, 'a game with this id exists');
  const ruleset = typeof p?.ruleset === 'string' ? ctx.registry.find(p.ruleset) : undefined;
  if (!ruleset) return violation(C.unknownRuleset, `no ruleset ${p?.ruleset}`);
  if (!validSeats(p.seats)) return violation(C.badInput, 'seats must be a list of open, reserved, player or bot seats');
  const checked = checkNewGameOptions(ruleset, [p.seats.length], p.options);
  if (isViolation(checked)) return violation(C.badInput, checked.message);
  const options = checked.options;
  const clock = p.clock === undefined ? undefined : ClockSettingsSchema.safeParse(p.clock);
  if (clock && !clock.success) return violation(C.badInput, `clock ${describeIssues(clock.error)}`);
  const timed = clock?.data && clock.data.control.kind !== 'none' ? clock.data : undefined;
  const created = lifecycle({
    type: 'GameCreated',
    ruleset: `${ruleset.id}@${ruleset.version}`,
    seats: p.seats,
    options,
    seedHash: ctx.seedHash,
    createdBy: actor,
    ...(p.startWhenFull ? { startWhenFull: true as const } : {}),
    ...(typeof p.rematchOf === 'string' ? { rematchOf: p.rematchOf } : {}),
    ...(timed ? { clock: timed } : {}),
  });
  if (!p.start || !p.seats.every(isFilled)) return [created];
  const after: GameState = {
    ...state,
    status: 'open',
    ruleset: created.payload.ruleset,
    seats: p.seats,
    options,
    createdBy: actor,
  };
  const opening = begin(after, ctx);
  return isViolation(opening) ? opening : [created, ...opening];
}

function join(
  state: GameState,
  wanted: number | undefined,
  actor: Actor,
  ctx: DecideContext,
): Decided[] | RuleViolation {
  if (state.status === 'none') return violation(C.notFound, 'no such game');
  if (state.status !== 'open') return violation(C.alreadyStarted, 'seats can be taken only before the game starts');
  if (actor.kind !== 'player') return violation(C.forbidden, 'only players join seats');
  const held = seatOf(state, actor.playerId);
  if (held >= 0) return violation(C.seatTaken, `you already hold seat ${held}`);
  const free = (seat: number) => {
    const h = state.seats[seat];
    return h?.kind === 'open' || (h?.kind === 'reserved' && h.playerId === actor.playerId);
  };
  const seat = wanted ?? state.seats.findIndex((_, i) => free(i));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats.length) return violation(C.badInput, 'no open seat');
  if (!free(seat)) return violation(C.seatTaken, `seat ${seat} is not open to you`);
  const taken = lifecycle({ type: 'SeatTaken', seat, holder: { kind: 'player', playerId: actor.playerId } });
  const seats = state.seats.map((h, i) => (i === seat ? taken.payload.holder : h));
  if (!state.startWhenFull || !seats.every(isFilled)) return [taken];
  const opening = begin({ ...state, seats }, ctx);
  return isViolation(opening) ? [taken] : [taken, ...opening];
}

/** A player of a game that is over offers a rematch; the gateway then creates it (`rematchId`). */
function offerRematch(
  state: GameState,
  p: { seat?: number; rematchId?: string },
  actor: Actor,
): Decided[] | RuleViolation {
  if (state.status === 'none') return violation(C.notFound, 'no such game');
  if (state.status !== 'finished' && state.status !== 'aborted') return violation(C.notStarted, 'the game is not over');
  if (p?.seat === undefined || actor.kind !== 'player' || !mayActFor(state, actor, p.seat))
    return violation(C.forbidden, 'only a player of the game offers a rematch');
  if (state.rematch) return violation(C.alreadyOffered, `a rematch was offered already: ${state.rematch}`);
  if (typeof p.rematchId !== 'string' || p.rematchId.length === 0)
    return violation(C.badInput, 'a rematch needs its id');
  return [lifecycle({ type: 'RematchOffered', gameId: p.rematchId, by: p.seat })];
}

function leave(state: GameState, seat: number | undefined, actor: Actor): Decided[] | RuleViolation {
  if (state.status === 'none') return violation(C.notFound, 'no such game');
  if (state.status !== 'open') return violation(C.alreadyStarted, 'after the start, resign instead');
  if (seat === undefined || !mayActFor(state, actor, seat)) return violation(C.forbidden, 'you do not hold that seat');
  return [lifecycle({ type: 'SeatLeft', seat, holder: state.seats[seat] })];
}

function startGame(state: GameState, actor: Actor, ctx: DecideContext): Decided[] | RuleViolation {
  if (state.status === 'none') return violation(C.notFound, 'no such game');
  if (state.status !== 'open') return violation(C.alreadyStarted, 'the game has started');
  if (!mayManage(state, actor)) return violation(C.forbidden, 'only the creator starts the game');
  const waiting = state.seats.findIndex((h) => !isFilled(h));
  if (waiting >= 0) return violation(C.badInput, `seat ${waiting} has no player yet`);
  return begin(state, ctx);
}

function begin(state: GameState, ctx: DecideContext): Decided[] | RuleViolation {
  const ruleset = rulesetOf(ctx.registry, state.ruleset);
  const opened = start(ruleset, { seats: state.seats.length, options: state.options }, ctx.secret);
  if (isViolation(opened)) return opened;
  // GameStarted carries the PRNG's first state (server-only), so play rolls from the secret
  // even when set-up itself rolled nothing.
  const started = { ...lifecycle({ type: 'GameStarted' }), rng: Dice.fromSeed(ctx.secret).state };
  const events = [started, ...opened.recorded.map((r) => fromRecorded(ruleset, r))];
  return [...events, ...finishIfOver(ruleset, state, opened.table.state, ctx)];
}

function submit(
  state: GameState,
  p: SubmitAction,
  actor: Actor,
  ctx: DecideContext,
  mayAct: typeof mayActFor = mayActFor,
): Decided[] | RuleViolation {
  if (state.status === 'none') return violation(C.notFound, 'no such game');
  if (state.status === 'open') return violation(C.notStarted, 'the game has not started');
  if (state.status !== 'playing' || !state.table) return violation(C.gameFinished, 'the game is over');
  if (p?.expectedVersion !== undefined && !isCurrentFor(state, p.seat, p.expectedVersion)) {
    return violation(
      C.versionConflict,
      `the game is at version ${state.version}: version ${p.expectedVersion} is not current for seat ${p.seat}`,
    );
  }
  if (!Number.isInteger(p?.seat) || typeof p.action?.type !== 'string')
    return violation(C.badInput, 'an action needs a seat and an action with a type');
  if (!mayAct(state, actor, p.seat)) return violation(C.forbidden, `you may not act for seat ${p.seat}`);
  const ruleset = rulesetOf(ctx.registry, state.ruleset);
  const malformed = checkCommand(ruleset, p.action);
  if (malformed) return malformed;
  const played = play(ruleset, state.table, p.action, p.seat);
  if (isViolation(played)) return played;
  return [
    ...played.recorded.map((r) => fromRecorded(ruleset, r)),
    ...finishIfOver(ruleset, state, played.table.state, ctx),
  ];
}

/**
 * The game's end, when the rules say it is over: the outcome, with the seats that forfeited on
 * time and those a stand-in bot played to the end marked (each counts as a loss for its player).
 */
function finishIfOver(ruleset: AnyRuleset, game: GameState, rulesState: unknown, ctx: DecideContext): Decided[] {
  const outcome = ruleset.outcome(rulesState);
  if (!outcome) return [];
  const forfeited = game.clock?.forfeited ?? [];
  const standIns = game.seats.flatMap((h, seat) => (h.kind === 'bot' && h.standingInFor ? [seat] : []));
  const marked = {
    ...outcome,
    ...(forfeited.length ? { forfeited: [...forfeited] } : {}),
    ...(standIns.length ? { standIns } : {}),
  };
  return [
    lifecycle({ type: 'GameFinished', outcome: marked }),
    lifecycle({ type: 'SeedRevealed', secret: ctx.secret }),
  ];
}

function abort(state: GameState, reason: string, actor: Actor, ctx: DecideContext): Decided[] | RuleViolation {
  if (state.status === 'none') return violation(C.notFound, 'no such game');
  if (state.status === 'finished' || state.status === 'aborted') return violation(C.gameFinished, 'the game is over');
  if (!mayManage(state, actor)) return violation(C.forbidden, 'only the creator aborts the game');
  return [
    lifecycle({ type: 'GameAborted', reason: reason.slice(0, 200) }),
    lifecycle({ type: 'SeedRevealed', secret: ctx.secret }),
  ];
}
