import { type GatewayContext, requirePlayer, requireValidClock, streamOf } from '@empires/gateway';
import type {
  EventEnvelope,
  MatchFoundView,
  MatchmakingRequestBody,
  QueueEntryView,
  RatingView,
  TableView,
} from '@empires/contracts';
import { Args, Context, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { requireOffered, standInLevel } from '../bots/offered-levels';
import type { SeatFields } from '../bots/level-fields.resolver';
import type {
  MatchFound,
  MutationAddBotArgs,
  MutationClearTableSeatArgs,
  MutationCreateTableArgs,
  MutationJoinQueueArgs,
  MutationJoinTableArgs,
  MutationLeaveQueueArgs,
  MutationLeaveTableArgs,
  MutationStartTableArgs,
  QueryLeaderboardArgs,
  QueryRatingHistoryArgs,
  QueryTableArgs,
  QueryTablesArgs,
  QueueEntry,
  Rating,
  RatingPoint,
  SubscriptionTableChangedArgs,
  Table,
} from '../generated/schema-types';
import { LiveEvents } from '../live/live-events';

/** A table as matchmaking tells it: each seat's `level` is resolved on demand. */
type TableFields = Omit<Table, 'seats'> & { seats: SeatFields[] };
type MatchFoundFields = Omit<MatchFound, 'seats'> & { seats: SeatFields[] };

const asIs = (value: unknown) => value;
const table = (t: TableView): TableFields => ({ ...t, seats: t.seats.map((s, seat) => ({ seat, ...s })) });

/** Queues, private tables and ratings: each a request to matchmaking, answered in the same request. */
@Resolver()
export class MatchmakingResolver {
  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
  ) {}

  private ask<T>(ctx: GatewayContext, body: MatchmakingRequestBody): Promise<T> {
    return this.backend.matchmaking<T>(body, requirePlayer(ctx));
  }

  /** A request answered with a table as it now stands. */
  private async askTable(ctx: GatewayContext, body: MatchmakingRequestBody): Promise<TableFields> {
    return table(await this.ask<TableView>(ctx, body));
  }

  @Mutation()
  joinQueue(
    @Context() ctx: GatewayContext,
    @Args() { ruleset, players, botFill, botFillAfterSeconds }: MutationJoinQueueArgs,
  ): Promise<QueueEntry> {
    return this.ask<QueueEntryView>(ctx, {
      type: 'JoinQueue',
      payload: { ruleset, players, botFill, botFillAfterSeconds },
    });
  }

  @Mutation()
  async leaveQueue(@Context() ctx: GatewayContext, @Args() { ruleset }: MutationLeaveQueueArgs): Promise<string> {
    return (await this.ask<{ left: string }>(ctx, { type: 'LeaveQueue', payload: { ruleset } })).left;
  }

  @Query()
  myQueues(@Context() ctx: GatewayContext): Promise<QueueEntry[]> {
    return this.ask<QueueEntryView[]>(ctx, { type: 'QueueStatus', payload: {} });
  }

  @Mutation()
  async createTable(
    @Context() ctx: GatewayContext,
    @Args() { ruleset, seats, options, clock }: MutationCreateTableArgs,
  ): Promise<TableFields> {
    requireValidClock(clock);
    await requireOffered(this.backend, ruleset, standInLevel(clock));
    return this.askTable(ctx, {
      type: 'CreateTable',
      payload: { ruleset, seats, options, ...(clock ? { clock } : {}) },
    });
  }

  @Mutation()
  async joinTable(@Context() ctx: GatewayContext, @Args() { code }: MutationJoinTableArgs): Promise<TableFields> {
    return this.askTable(ctx, { type: 'JoinTable', payload: { code } });
  }

  @Mutation()
  async addBot(
    @Context() ctx: GatewayContext,
    @Args() { tableId, level, policy }: MutationAddBotArgs,
  ): Promise<TableFields> {
    return this.askTable(ctx, { type: 'AddBot', payload: { tableId, level, policy } });
  }

  @Query()
  async tables(@Context() ctx: GatewayContext, @Args() { ruleset, first }: QueryTablesArgs): Promise<TableFields[]> {
    const list = await this.ask<TableView[]>(ctx, { type: 'ListTables', payload: { ruleset, first } });
    return list.map(table);
  }

  @Query()
  async table(@Context() ctx: GatewayContext, @Args() { id }: QueryTableArgs): Promise<TableFields> {
    return this.askTable(ctx, { type: 'GetTable', payload: { tableId: id } });
  }

  @Mutation()
  async leaveTable(@Context() ctx: GatewayContext, @Args() { tableId }: MutationLeaveTableArgs): Promise<TableFields> {
    return this.askTable(ctx, { type: 'LeaveTable', payload: { tableId } });
  }

  @Mutation()
  async clearTableSeat(
    @Context() ctx: GatewayContext,
    @Args() { tableId, seat }: MutationClearTableSeatArgs,
  ): Promise<TableFields> {
    return this.askTable(ctx, { type: 'ClearTableSeat', payload: { tableId, seat } });
  }

  @Mutation()
  async startTable(@Context() ctx: GatewayContext, @Args() { tableId }: MutationStartTableArgs): Promise<TableFields> {
    return this.askTable(ctx, { type: 'StartTable', payload: { tableId } });
  }

  @Query()
  leaderboard(@Context() ctx: GatewayContext, @Args() { ruleset, first }: QueryLeaderboardArgs): Promise<Rating[]> {
    return this.ask<RatingView[]>(ctx, { type: 'Leaderboard', payload: { ruleset, first } });
  }

  @Query()
  ratingHistory(
    @Context() ctx: GatewayContext,
    @Args() { playerId, ruleset }: QueryRatingHistoryArgs,
  ): Promise<RatingPoint[]> {
    return this.ask<RatingPoint[]>(ctx, { type: 'RatingHistory', payload: { playerId, ruleset } });
  }

  @Subscription('matchFound', { resolve: asIs })
  matchFound(@Context() ctx: GatewayContext) {
    const player = requirePlayer(ctx);
    const told = new Set<string>();
    const once = (m: Omit<MatchFoundView, 'waitedMs'>): MatchFoundFields | undefined => {
      if (told.has(m.gameId)) return undefined;
      told.add(m.gameId);
      return { gameId: m.gameId, ruleset: m.ruleset, seats: m.seats.map((s, seat) => ({ ...s, seat })) };
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

  @Subscription('tableChanged', { resolve: asIs })
  async tableChanged(@Context() ctx: GatewayContext, @Args() { tableId }: SubscriptionTableChangedArgs) {
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
