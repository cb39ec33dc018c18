import type { ModerationEntry, ReportView, Role } from '@empires/contracts';
import { type EnumWord, graphqlEnum, requirePlayer, type GatewayContext } from '@empires/gateway';
import { Args, Context, Float, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RoleEnum } from '../accounts/models';
import { Backend } from '../common/backend';
import { ModerationAction, PlayerReport } from './models';

const ModerationVerb = graphqlEnum(
  'ModerationVerb',
  'What a moderator does to a player.',
  {
    ban: 'No sign-in, queues, tables, tournaments or chat; every session and token ends.',
    unban: 'Lifts a ban.',
    mute: 'No chat.',
    unmute: 'Lifts a mute.',
  },
  'words',
);
type ModerationVerb = EnumWord<typeof ModerationVerb>;

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

  @Mutation(() => PlayerReport, { description: 'Reports a player, or one of their messages, to the moderators.' })
  async reportPlayer(
    @Context() ctx: GatewayContext,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('reason', { description: '1 to 500 characters.' }) reason: string,
    @Args('messageId', { type: () => ID, nullable: true }) messageId?: string,
  ): Promise<PlayerReport> {
    return report(
      await this.backend.account<ReportView>(
        { type: 'ReportPlayer', payload: { playerId, reason, ...(messageId ? { messageId } : {}) } },
        requirePlayer(ctx).id,
      ),
    );
  }

  @Query(() => [PlayerReport], { description: 'Open reports, oldest first (moderators and admins).' })
  async reports(@Context() ctx: GatewayContext): Promise<PlayerReport[]> {
    const open = await this.backend.account<ReportView[]>({ type: 'ListReports', payload: {} }, requirePlayer(ctx).id);
    return open.map(report);
  }

  @Mutation(() => Boolean, {
    description:
      'Bans, mutes or lifts either (moderators and admins); recorded with its reason. Without `hours`, for good.',
  })
  async moderatePlayer(
    @Context() ctx: GatewayContext,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('action', { type: () => ModerationVerb }) action: ModerationVerb,
    @Args('reason', { description: '1 to 500 characters.' }) reason: string,
    @Args('hours', { type: () => Float, nullable: true }) hours?: number,
  ): Promise<boolean> {
    await this.backend.account(
      { type: 'Moderate', payload: { action, playerId, reason, ...(hours ? { hours } : {}) } },
      requirePlayer(ctx).id,
    );
    return true;
  }

  @Mutation(() => Boolean, { description: 'Deletes a chat message (moderators and admins), with the reason recorded.' })
  async deleteChatMessage(
    @Context() ctx: GatewayContext,
    @Args('messageId', { type: () => ID }) messageId: string,
    @Args('reason') reason: string,
  ): Promise<boolean> {
    await this.backend.account({ type: 'DeleteChatMessage', payload: { messageId, reason } }, requirePlayer(ctx).id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Grants or takes back a server-wide role (admins).' })
  async setRole(
    @Context() ctx: GatewayContext,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('role', { type: () => RoleEnum }) role: Role,
    @Args('granted') granted: boolean,
  ): Promise<boolean> {
    await this.backend.account({ type: 'SetRole', payload: { playerId, role, granted } }, requirePlayer(ctx).id);
    return true;
  }

  @Query(() => [ModerationAction], { description: 'The moderation record, newest first (admins).' })
  async moderationLog(
    @Context() ctx: GatewayContext,
    @Args('playerId', { type: () => ID, nullable: true }) playerId?: string,
  ): Promise<ModerationAction[]> {
    return this.backend.account<ModerationEntry[]>(
      { type: 'ModerationLog', payload: playerId ? { playerId } : {} },
      requirePlayer(ctx).id,
    );
  }
}
