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
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Backend, type Accepted } from '../common/backend';
import { requireOffered, standInLevel } from '../bots/offered-levels';
import { GameRulesets } from '../common/game-rulesets';
import { RULESETS } from '@empires/service';
import type {
  MoveResult,
  MutationAbortGameArgs,
  MutationCreateGameArgs,
  MutationJoinSeatArgs,
  MutationLeaveSeatArgs,
  MutationOfferRematchArgs,
  MutationReclaimSeatArgs,
  MutationResignArgs,
  MutationStartGameArgs,
  MutationSubmitActionArgs,
  SeatInput,
} from '../generated/schema-types';
import type { GameSummaryFields } from './games.resolver';

/** Playing: each mutation is one engine command, answered in the same request. */
@Resolver()
export class MovesResolver {
  constructor(
    private readonly backend: Backend,
    private readonly rulesets: GameRulesets,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Mutation()
  async createGame(
    @Args() { input }: MutationCreateGameArgs,
    @Context() ctx: GatewayContext,
  ): Promise<GameSummaryFields> {
    const player = requirePlayer(ctx);
    const ruleset = this.registry.find(input.ruleset);
    if (!ruleset) throw gqlError('BAD_USER_INPUT', `no ruleset ${input.ruleset}`, 'UNKNOWN_RULESET');
    const issues = optionIssues(ruleset, input.options);
    if (issues.length > 0) throw malformed('the options', 'BAD_OPTIONS', issues);
    const { clock } = input;
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

  @Mutation()
  async joinSeat(@Args() { gameId, seat }: MutationJoinSeatArgs, @Context() ctx: GatewayContext): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'JoinSeat', { seat }, actor(player.id)), 'spectator');
  }

  @Mutation()
  async leaveSeat(
    @Args() { gameId, seat }: MutationLeaveSeatArgs,
    @Context() ctx: GatewayContext,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'LeaveSeat', { seat }, actor(player.id)), 'spectator');
  }

  @Mutation()
  async startGame(@Args() { gameId }: MutationStartGameArgs, @Context() ctx: GatewayContext): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'StartGame', {}, actor(player.id)), 'spectator');
  }

  @Mutation()
  async submitAction(@Args() { input }: MutationSubmitActionArgs, @Context() ctx: GatewayContext): Promise<MoveResult> {
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
    const payload = { seat: input.seat, action: input.action, expectedVersion: input.expectedVersion };
    return this.present(
      await this.backend.command(input.gameId, 'SubmitAction', payload, actor(player.id, input.seat), input.commandId),
      input.seat,
    );
  }

  @Mutation()
  async resign(@Args() { gameId, seat }: MutationResignArgs, @Context() ctx: GatewayContext): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'Resign', { seat }, actor(player.id, seat)), seat);
  }

  @Mutation()
  async reclaimSeat(
    @Args() { gameId, seat }: MutationReclaimSeatArgs,
    @Context() ctx: GatewayContext,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'ReclaimSeat', { seat }, actor(player.id)), seat);
  }

  @Mutation()
  async abortGame(
    @Args() { gameId, reason }: MutationAbortGameArgs,
    @Context() ctx: GatewayContext,
  ): Promise<MoveResult> {
    const player = requirePlayer(ctx);
    return this.present(await this.backend.command(gameId, 'AbortGame', { reason }, actor(player.id)), 'spectator');
  }

  @Mutation()
  async offerRematch(
    @Args() { gameId, seat }: MutationOfferRematchArgs,
    @Context() ctx: GatewayContext,
  ): Promise<GameSummaryFields> {
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
