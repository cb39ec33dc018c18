import {
  type GatewayContext,
  requirePlayer,
  gqlError,
  gameFromEvents,
  presentEvent,
  requireValidClock,
  commandIssues,
  malformed,
  optionIssues,
  toGame,
} from '@empires/gateway';
import { randomUUID } from 'node:crypto';
import {
  isBotLevel,
  type Actor,
  type EventEnvelope,
  type GameLifecycleEvent,
  type GameSummary,
} from '@empires/contracts';
import { GraphQLError } from 'graphql';
import type { SeatHolder } from '@empires/engine-core';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Backend, type Accepted } from '../common/backend';
import { requireOffered, standInLevel } from '../bots/offered-levels';
import { GameRulesets } from '../common/game-rulesets';
import { RULESETS } from '@empires/service';
import { CreateGameInput, SeatInput, SubmitActionInput } from './inputs';
import { Game, MoveResult } from './models';

/** Playing: each mutation is one engine command, answered in the same request. */
@Resolver()
export class MovesResolver {
  constructor(
    private readonly backend: Backend,
    private readonly rulesets: GameRulesets,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Mutation(() => Game, { description: 'Creates a game; you manage it (start, abort).' })
  async createGame(@Args('input') input: CreateGameInput, @Context() ctx: GatewayContext): Promise<Game> {
    const player = requirePlayer(ctx);
    const ruleset = this.registry.find(input.ruleset);
    if (!ruleset) throw gqlError('BAD_USER_INPUT', `no ruleset ${input.ruleset}`, 'UNKNOWN_RULESET');
    const issues = optionIssues(ruleset, input.options);
    if (issues.length > 0) throw malformed('the options', 'BAD_OPTIONS', issues);
    const clock = input.clock ?? undefined;
    requireValidClock(clock);
    const seats = input.seats.map((s) => seatHolder(s, player.id));
    await requireOffered(this.backend, input.ruleset, levelsNamed(seats, clock));
    const gameId = `g_${randomUUID().replace(/-/g, '')}`;
    const accepted = await this.backend.command(
      gameId,
      'CreateGame',
      {
        ruleset: input.ruleset,
        seats,
        options: input.options ?? {},
        start: input.start,
        startWhenFull: input.startWhenFull,
        ...(clock === undefined ? {} : { clock }),
      },
      actor(player.id),
    );
    return gameFromEvents(this.registry, gameId, accepted.events);
  }

  @Mutation(() => MoveResult, { description: 'Takes an open seat (or the one reserved for you) before the start.' })
  async joinSeat(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Context() ctx: GatewayContext,
    @Args('seat', { type: () => Int, nullable: true }) seat?: number,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'JoinSeat', { seat }, actor(player.id)), 'spectator');
  }

  @Mutation(() => MoveResult, { description: 'Gives a seat back before the start.' })
  async leaveSeat(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('seat', { type: () => Int }) seat: number,
    @Context() ctx: GatewayContext,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'LeaveSeat', { seat }, actor(player.id)), 'spectator');
  }

  @Mutation(() => MoveResult, { description: 'Starts a game whose seats are all filled (its creator only).' })
  async startGame(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Context() ctx: GatewayContext,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'StartGame', {}, actor(player.id)), 'spectator');
  }

  @Mutation(() => MoveResult, {
    description:
      'Plays a move for one of your seats. Rejections carry NOT_YOUR_TURN, ILLEGAL_ACTION, VERSION_CONFLICT, GAME_FINISHED, FORBIDDEN or BAD_USER_INPUT.',
  })
  async submitAction(@Args('input') input: SubmitActionInput, @Context() ctx: GatewayContext): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    if (
      typeof input.action !== 'object' ||
      input.action === null ||
      typeof (input.action as { type?: unknown }).type !== 'string'
    ) {
      throw gqlError('BAD_USER_INPUT', 'action must be an object with a string `type`');
    }
    const ruleset = this.registry.find((await this.rulesets.of(input.gameId)) ?? '');
    const issues = ruleset ? commandIssues(ruleset, input.action) : [];
    if (issues.length > 0) throw malformed('the action', 'MALFORMED_COMMAND', issues);
    const payload = { seat: input.seat, action: input.action, expectedVersion: input.expectedVersion ?? undefined };
    return this.present(
      await this.backend.command(
        input.gameId,
        'SubmitAction',
        payload,
        actor(player.id, input.seat),
        input.commandId ?? undefined,
      ),
      input.seat,
    );
  }

  @Mutation(() => MoveResult, {
    description: 'Resigns one of your seats; the game goes on without it where the rules allow.',
  })
  async resign(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('seat', { type: () => Int }) seat: number,
    @Context() ctx: GatewayContext,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'Resign', { seat }, actor(player.id, seat)), seat);
  }

  @Mutation(() => MoveResult, {
    description:
      'Takes back one of your seats that a stand-in bot plays after you ran out of time; your clock goes on from where it stood.',
  })
  async reclaimSeat(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('seat', { type: () => Int }) seat: number,
    @Context() ctx: GatewayContext,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'ReclaimSeat', { seat }, actor(player.id)), seat);
  }

  @Mutation(() => MoveResult, { description: 'Ends a game that is not over, with no winner (its creator only).' })
  async abortGame(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Context() ctx: GatewayContext,
    @Args('reason', { defaultValue: 'aborted by its creator' }) reason: string,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'AbortGame', { reason }, actor(player.id)), 'spectator');
  }

  @Mutation(() => Game, {
    description:
      "Offers a rematch of a game that is over, from one of your seats: a new game with the same ruleset and options, seats moved round by one, each player's seat kept for them (bots stay), that starts by itself once everyone has taken their seat. Asked again (by anyone), it answers the same rematch.",
  })
  async offerRematch(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('seat', { type: () => Int }) seat: number,
    @Context() ctx: GatewayContext,
  ): Promise<Game> {
    const player = requirePlayer(ctx);
    const rematchId = `${gameId}-r`;
    await this.backend
      .command(gameId, 'OfferRematch', { seat, rematchId }, actor(player.id, seat))
      .catch(unless('ALREADY_OFFERED'));
    const [first] = (
      await this.backend.query<{ events: EventEnvelope[] }>(
        { type: 'EventsAfter', gameId, afterSeq: 0, limit: 1 },
        player.id,
      )
    ).events;
    const created = first.payload as Extract<GameLifecycleEvent, { type: 'GameCreated' }>;
    const game = await this.backend.game(gameId, player.id);
    const seats = rematchSeats(game.seats, player.id);
    const accepted = await this.backend
      .command(
        rematchId,
        'CreateGame',
        {
          ruleset: created.ruleset.split('@')[0],
          seats,
          options: created.options,
          startWhenFull: true,
          rematchOf: gameId,
        },
        actor(player.id),
      )
      .catch(unless('ALREADY_EXISTS'));
    return accepted
      ? gameFromEvents(this.registry, rematchId, accepted.events)
      : toGame(await this.backend.game(rematchId, player.id));
  }

  /** The move's events as the acting seat may see them (lobby moves show only public events). */
  private present(accepted: Accepted, viewer: number | 'spectator'): MoveResult {
    const over = accepted.events.some((e) => e.type === 'GameFinished' || e.type === 'GameAborted');
    const events = accepted.events.flatMap((e) => presentEvent(this.registry, e, viewer, over) ?? []);
    return { gameId: accepted.streamId, version: accepted.version, events };
  }
}

const actor = (playerId: string, seat?: number): Actor =>
  seat === undefined ? { kind: 'player', playerId } : { kind: 'player', playerId, seat };

function seatHolder(s: SeatInput, me: string): SeatHolder {
  switch (s.kind) {
    case 'open':
      return { kind: 'open' };
    case 'me':
      return { kind: 'player', playerId: me };
    case 'reserved':
      if (!s.playerId) throw gqlError('BAD_USER_INPUT', 'a reserved seat names its playerId');
      return { kind: 'reserved', playerId: s.playerId };
    case 'bot': {
      if (s.level && s.policy) throw gqlError('BAD_USER_INPUT', 'a bot seat names its level or its policy, not both');
      // A level is kept by its name: the bot-runner plays it as the ruleset offers it then.
      const policy = s.level ?? s.policy;
      if (!policy) throw gqlError('BAD_USER_INPUT', 'a bot seat names its level');
      return { kind: 'bot', policy };
    }
    default:
      throw gqlError('BAD_USER_INPUT', `seat kind "${s.kind}" is not one of open, me, reserved, bot`);
  }
}

/** The bot levels a new game names: its bot seats' and its clock's stand-in's. */
function levelsNamed(seats: readonly SeatHolder[], clock: unknown): string[] {
  const levels = seats.flatMap((s) => (s.kind === 'bot' && isBotLevel(s.policy) ? [s.policy] : []));
  return [...new Set([...levels, ...standInLevel(clock)])];
}

/** The seats of a rematch: each moved round by one; players' seats kept for them, the asker seated. */
function rematchSeats(seats: GameSummary['seats'], asker: string): SeatHolder[] {
  const moved = seats.map((_, i) => seats[(i - 1 + seats.length) % seats.length]);
  return moved.map((s): SeatHolder => {
    if (s.kind === 'bot') return { kind: 'bot', policy: s.policy ?? 'random' };
    if (s.kind === 'player' && s.playerId === asker) return { kind: 'player', playerId: asker };
    if (s.playerId) return { kind: 'reserved', playerId: s.playerId };
    return { kind: 'open' };
  });
}

/** Lets one refusal code through as "already done" (undefined); throws every other error. */
const unless =
  (code: string) =>
  (error: unknown): undefined => {
    if (error instanceof GraphQLError && error.extensions.reason === code) return undefined;
    throw error;
  };
