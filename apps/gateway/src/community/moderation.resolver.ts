import type { ModerationEntry, ReportView } from '@empires/contracts';
import { requirePlayer, type GatewayContext } from '@empires/gateway';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type {
  ModerationAction,
  MutationDeleteChatMessageArgs,
  MutationModeratePlayerArgs,
  MutationReportPlayerArgs,
  MutationSetRoleArgs,
  PlayerReport,
  QueryModerationLogArgs,
} from '../generated/schema-types';

const report = (r: ReportView): PlayerReport => ({
  id: r.reportId,
  reporterId: r.reporterId,
  playerId: r.playerId,
  ...(r.messageId ? { messageId: r.messageId } : {}),
  reason: r.reason,
  createdAt: r.createdAt,
});

/** Reports from players; moderators act on them; admins hand out roles and read the record. */
@Resolver()
export class ModerationResolver {
  constructor(private readonly backend: Backend) {}

  @Mutation()
  async reportPlayer(
    @Context() ctx: GatewayContext,
    @Args() { playerId, reason, messageId }: MutationReportPlayerArgs,
  ): Promise<PlayerReport> {
    return report(
      await this.backend.account<ReportView>(
        { type: 'ReportPlayer', payload: { playerId, reason, ...(messageId ? { messageId } : {}) } },
        requirePlayer(ctx).id,
      ),
    );
  }

  @Query()
  async reports(@Context() ctx: GatewayContext): Promise<PlayerReport[]> {
    const open = await this.backend.account<ReportView[]>({ type: 'ListReports', payload: {} }, requirePlayer(ctx).id);
    return open.map(report);
  }

  @Mutation()
  async moderatePlayer(
    @Context() ctx: GatewayContext,
    @Args() { playerId, action, reason, hours }: MutationModeratePlayerArgs,
  ): Promise<boolean> {
    await this.backend.account(
      {
        type: 'Moderate',
        payload: { action, playerId, reason, ...(hours === undefined || hours === null ? {} : { hours }) },
      },
      requirePlayer(ctx).id,
    );
    return true;
  }

  @Mutation()
  async deleteChatMessage(
    @Context() ctx: GatewayContext,
    @Args() { messageId, reason }: MutationDeleteChatMessageArgs,
  ): Promise<boolean> {
    await this.backend.account({ type: 'DeleteChatMessage', payload: { messageId, reason } }, requirePlayer(ctx).id);
    return true;
  }

  @Mutation()
  async setRole(
    @Context() ctx: GatewayContext,
    @Args() { playerId, role, granted }: MutationSetRoleArgs,
  ): Promise<boolean> {
    await this.backend.account({ type: 'SetRole', payload: { playerId, role, granted } }, requirePlayer(ctx).id);
    return true;
  }

  @Query()
  async moderationLog(
    @Context() ctx: GatewayContext,
    @Args() { playerId }: QueryModerationLogArgs,
  ): Promise<ModerationAction[]> {
    return this.backend.account<ModerationEntry[]>(
      { type: 'ModerationLog', payload: playerId ? { playerId } : {} },
      requirePlayer(ctx).id,
    );
  }
}
