import { type GatewayContext, requirePlayer, streamOf, toTournament } from '@empires/gateway';
import type { EventEnvelope, TournamentView } from '@empires/contracts';
import { Args, Context, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type { SubscriptionTournamentUpdatedArgs, TournamentUpdate } from '../generated/schema-types';
import { LiveEvents } from '../live/live-events';
import type { TournamentFields } from './tournaments.resolver';

const asIs = (value: unknown) => value;

/** An update as the stream tells it: the tournament itself is resolved on demand. */
type UpdateFields = Omit<TournamentUpdate, 'tournament'>;

/** Live tournament news from `tournament:<id>` on the matchmaking events topic; the tournament itself is fetched only when asked for. */
@Resolver('TournamentUpdate')
export class TournamentUpdatesResolver {
  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
  ) {}

  @Subscription('tournamentUpdated', { resolve: asIs })
  async tournamentUpdated(@Context() ctx: GatewayContext, @Args() { id }: SubscriptionTournamentUpdatedArgs) {
    const player = requirePlayer(ctx);
    await this.backend.matchmaking<TournamentView>({ type: 'GetTournament', payload: { tournamentId: id } }, player); // NOT_FOUND before streaming
    return streamOf(this.live, `tournament:${id}`, (e: EventEnvelope): UpdateFields => {
      const payload = e.payload as { round?: number };
      return {
        tournamentId: id,
        seq: e.seq,
        type: e.type,
        round: typeof payload.round === 'number' ? payload.round : undefined,
        payload: e.payload,
      };
    });
  }

  @ResolveField()
  async tournament(@Parent() update: UpdateFields, @Context() ctx: GatewayContext): Promise<TournamentFields> {
    return toTournament(
      await this.backend.matchmaking<TournamentView>(
        { type: 'GetTournament', payload: { tournamentId: update.tournamentId } },
        requirePlayer(ctx),
      ),
    );
  }
}
