import { type GatewayContext, requirePlayer, requireValidClock, streamOf } from '@empires/gateway';
import type {
  BotLevel as BotLevelName,
  EventEnvelope,
  MatchFoundView,
  QueueEntryView,
  RatingView,
  TableView,
} from '@empires/contracts';
import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { BotLevel } from '../common/enums';
import { requireOffered, standInLevel } from '../bots/offered-levels';
import { JsonScalar } from '../common/json.scalar';
import { LiveEvents } from '../live/live-events';
import { MatchFound, QueueEntry, Rating, RatingPoint, Table } from './models';

const asIs = (value: unknown) => value;
const table = (t: TableView): Table => ({ ...t, seats: t.seats.map((s, seat) => ({ seat, ...s })) });

/** Queues, private tables and ratings: each a request to matchmaking, answered in the same request. */
@Resolver()
export class MatchmakingResolver {
  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
  ) {}

  @Mutation(() => QueueEntry, {
    description:
      'Waits for a game of `players` seats; with `botFill`, bots take seats still empty after `botFillAfterSeconds`.',
  })
  joinQueue(
    @Context() ctx: GatewayContext,
    @Args('ruleset') ruleset: string,
    @Args('players', { type: () => Int }) players: number,
    @Args('botFill', { defaultValue: false }) botFill: boolean,
    @Args('botFillAfterSeconds', { type: () => Int, defaultValue: 30 }) botFillAfterSeconds: number,
  ): Promise<QueueEntry> {
    return this.backend.matchmaking<QueueEntryView>(
      { type: 'JoinQueue', payload: { ruleset, players, botFill, botFillAfterSeconds } },
      requirePlayer(ctx),
    );
  }

  @Mutation(() => String, { description: 'Stops waiting for a game of this ruleset; answers the ruleset.' })
  async leaveQueue(@Context() ctx: GatewayContext, @Args('ruleset') ruleset: string): Promise<string> {
    return (
      await this.backend.matchmaking<{ left: string }>({ type: 'LeaveQueue', payload: { ruleset } }, requirePlayer(ctx))
    ).left;
  }

  @Query(() => [QueueEntry], { description: 'The queues you wait in.' })
  myQueues(@Context() ctx: GatewayContext): Promise<QueueEntry[]> {
    return this.backend.matchmaking<QueueEntryView[]>({ type: 'QueueStatus', payload: {} }, requirePlayer(ctx));
  }

  @Mutation(() => Table, { description: 'Makes a private table with you in the first seat.' })
  async createTable(
    @Context() ctx: GatewayContext,
    @Args('ruleset') ruleset: string,
    @Args('seats', { type: () => Int }) seats: number,
    @Args('options', { type: () => JsonScalar, nullable: true }) options?: unknown,
    @Args('clock', {
      type: () => JsonScalar,
      nullable: true,
      description: "The game's time control (`docs/schemas/clock-settings.schema.json`); left out: no clock.",
    })
    clock?: unknown,
  ): Promise<Table> {
    requireValidClock(clock);
    await requireOffered(this.backend, ruleset, standInLevel(clock));
    return table(
      await this.backend.matchmaking<TableView>(
        { type: 'CreateTable', payload: { ruleset, seats, options, ...(clock ? { clock } : {}) } },
        requirePlayer(ctx),
      ),
    );
  }

  @Mutation(() => Table, { description: 'Takes an open seat at the table with this invite code.' })
  async joinTable(@Context() ctx: GatewayContext, @Args('code') code: string): Promise<Table> {
    return table(
      await this.backend.matchmaking<TableView>({ type: 'JoinTable', payload: { code } }, requirePlayer(ctx)),
    );
  }

  @Mutation(() => Table, {
    description: 'Puts a bot in an open seat of your table: of the level you name, or else one that fits your rating.',
  })
  async addBot(
    @Context() ctx: GatewayContext,
    @Args('tableId', { type: () => ID }) tableId: string,
    @Args('level', {
      type: () => BotLevel,
      nullable: true,
      description: "The bot's level (`botLevels` says how each plays); left out, one that fits your rating.",
    })
    level?: BotLevelName,
    @Args('policy', {
      nullable: true,
      description: 'A bot policy, e.g. "random".',
      deprecationReason: 'Use `level`: policies are how levels are played, and may change.',
    })
    policy?: string,
  ): Promise<Table> {
    return table(
      await this.backend.matchmaking<TableView>(
        { type: 'AddBot', payload: { tableId, level, policy } },
        requirePlayer(ctx),
      ),
    );
  }

  @Query(() => [Table], {
    description: 'Open tables of a ruleset, oldest first: any of them may be joined by its code.',
  })
  async tables(
    @Context() ctx: GatewayContext,
    @Args('ruleset') ruleset: string,
    @Args('first', { type: () => Int, defaultValue: 50, description: '1 to 500.' }) first = 50,
  ): Promise<Table[]> {
    const list = await this.backend.matchmaking<TableView[]>(
      { type: 'ListTables', payload: { ruleset, first } },
      requirePlayer(ctx),
    );
    return list.map(table);
  }

  @Query(() => Table, { description: 'One table.' })
  async table(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string): Promise<Table> {
    return table(
      await this.backend.matchmaking<TableView>({ type: 'GetTable', payload: { tableId: id } }, requirePlayer(ctx)),
    );
  }

  @Mutation(() => Table, {
    description: 'Gets up from a table before its game starts (its host cannot: the table waits for them).',
  })
  async leaveTable(
    @Context() ctx: GatewayContext,
    @Args('tableId', { type: () => ID }) tableId: string,
  ): Promise<Table> {
    return table(
      await this.backend.matchmaking<TableView>({ type: 'LeaveTable', payload: { tableId } }, requirePlayer(ctx)),
    );
  }

  @Mutation(() => Table, { description: "Frees a seat of your table before the start: its player's or its bot." })
  async clearTableSeat(
    @Context() ctx: GatewayContext,
    @Args('tableId', { type: () => ID }) tableId: string,
    @Args('seat', { type: () => Int }) seat: number,
  ): Promise<Table> {
    return table(
      await this.backend.matchmaking<TableView>(
        { type: 'ClearTableSeat', payload: { tableId, seat } },
        requirePlayer(ctx),
      ),
    );
  }

  @Mutation(() => Table, { description: 'Starts the game of your full table.' })
  async startTable(
    @Context() ctx: GatewayContext,
    @Args('tableId', { type: () => ID }) tableId: string,
  ): Promise<Table> {
    return table(
      await this.backend.matchmaking<TableView>({ type: 'StartTable', payload: { tableId } }, requirePlayer(ctx)),
    );
  }

  @Query(() => [Rating], { description: 'The best rated players of a ruleset.' })
  leaderboard(
    @Context() ctx: GatewayContext,
    @Args('ruleset') ruleset: string,
    @Args('first', { type: () => Int, defaultValue: 50 }) first: number,
  ): Promise<Rating[]> {
    return this.backend.matchmaking<RatingView[]>(
      { type: 'Leaderboard', payload: { ruleset, first } },
      requirePlayer(ctx),
    );
  }

  @Query(() => [RatingPoint], { description: "A player's rating after each rated game of a ruleset." })
  ratingHistory(
    @Context() ctx: GatewayContext,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('ruleset') ruleset: string,
  ): Promise<RatingPoint[]> {
    return this.backend.matchmaking<RatingPoint[]>(
      { type: 'RatingHistory', payload: { playerId, ruleset } },
      requirePlayer(ctx),
    );
  }

  @Subscription(() => MatchFound, {
    description:
      'Each game matchmaking finds you: first those found in the last minute (so one found while you were subscribing is not missed), then each as it is found.',
    resolve: asIs,
  })
  matchFound(@Context() ctx: GatewayContext) {
    const player = requirePlayer(ctx);
    const told = new Set<string>();
    const once = (m: Omit<MatchFoundView, 'waitedMs'>): MatchFound | undefined => {
      if (told.has(m.gameId)) return undefined;
      told.add(m.gameId);
      return { gameId: m.gameId, ruleset: m.ruleset, seats: m.seats.map((s, seat) => ({ ...s, seat })) } as MatchFound;
    };
    const recent = async () =>
      (await this.backend.matchmaking<MatchFoundView[]>({ type: 'RecentMatches', payload: {} }, player)).flatMap(
        (m) => once(m) ?? [],
      );
    return streamOf(
      this.live,
      `player:${player.id}`,
      (e: EventEnvelope) => (e.type === 'MatchFound' ? once(e.payload as MatchFoundView) : undefined),
      recent,
    );
  }

  @Subscription(() => Table, {
    description: 'A table as it is now, then as it changes: seats taken, bots added, the game started.',
    resolve: asIs,
  })
  async tableChanged(@Context() ctx: GatewayContext, @Args('tableId', { type: () => ID }) tableId: string) {
    const player = requirePlayer(ctx);
    const now = async () =>
      table(await this.backend.matchmaking<TableView>({ type: 'GetTable', payload: { tableId } }, player));
    await now(); // NOT_FOUND before streaming
    return streamOf(
      this.live,
      `table:${tableId}`,
      (e: EventEnvelope) => table((e.payload as { table: TableView }).table),
      now,
    );
  }
}
