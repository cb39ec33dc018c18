import { type GatewayContext, requirePlayer, streamOf, toTournament } from '@empires/gateway';
import type { EventEnvelope, TournamentView } from '@empires/contracts';
import { Args, Context, ID, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { LiveEvents } from '../live/live-events';
import { Tournament, TournamentUpdate } from './models';

const asIs = (value: unknown) => value;

/** Live tournament news from `tournament:<id>` on the matchmaking events topic; the tournament itself is fetched only when asked for. */
@Resolver(() => TournamentUpdate)
export class TournamentUpdatesResolver {
  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
  ) {}

  @Subscription(() => TournamentUpdate, {
    description:
      'Each event of a tournament as it happens: registrations, pairings, finished games, closed rounds, the end.',
    resolve: asIs,
  })
  async tournamentUpdated(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string) {
    const player = requirePlayer(ctx);
    await this.backend.matchmaking<TournamentView>({ type: 'GetTournament', payload: { tournamentId: id } }, player); // NOT_FOUND before streaming
    return streamOf(this.live, `tournament:${id}`, (e: EventEnvelope): TournamentUpdate => {
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

  @ResolveField(() => Tournament, {
    description: 'The tournament as it stands now (asked of matchmaking when selected).',
  })
  async tournament(@Parent() update: TournamentUpdate, @Context() ctx: GatewayContext): Promise<Tournament> {
    return toTournament(
      await this.backend.matchmaking<TournamentView>(
        { type: 'GetTournament', payload: { tournamentId: update.tournamentId } },
        requirePlayer(ctx),
      ),
    );
  }
}
