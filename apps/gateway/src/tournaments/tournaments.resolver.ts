import { type GatewayContext, requirePlayer, gamesNdjson, toSummary, toTournament } from '@empires/gateway';
import type {
  BotLevel as BotLevelName,
  TournamentFormat,
  TournamentRequestBody,
  TournamentStatus,
  TournamentSummary as SummaryView,
  TournamentView,
} from '@empires/contracts';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { BotLevel, ResultsFormat, TournamentStatus as TournamentStatusEnum } from '../common/enums';
import { CreateTournamentInput } from './inputs';
import { Tournament, TournamentSummary } from './models';

/** Tournaments: each mutation a request to matchmaking, answered with the tournament as it now stands. */
@Resolver(() => Tournament)
export class TournamentsResolver {
  constructor(private readonly backend: Backend) {}

  private async ask(ctx: GatewayContext, body: TournamentRequestBody): Promise<Tournament> {
    return toTournament(await this.backend.matchmaking<TournamentView>(body, requirePlayer(ctx)));
  }

  @Query(() => Tournament, {
    description: 'One tournament: settings, entrants, rounds, pairings, games and standings.',
  })
  tournament(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string): Promise<Tournament> {
    return this.ask(ctx, { type: 'GetTournament', payload: { tournamentId: id } });
  }

  @Query(() => [TournamentSummary], { description: 'Tournaments, newest first.' })
  async tournaments(
    @Context() ctx: GatewayContext,
    @Args('status', {
      type: () => TournamentStatusEnum,
      nullable: true,
      description: 'Only tournaments in this status.',
    })
    status?: string,
    @Args('first', { type: () => Int, defaultValue: 50, description: '1 to 500.' }) first = 50,
  ): Promise<TournamentSummary[]> {
    const list = await this.backend.matchmaking<SummaryView[]>(
      { type: 'ListTournaments', payload: { status: status as TournamentStatus | undefined, first } },
      requirePlayer(ctx),
    );
    return list.map(toSummary);
  }

  @Query(() => String, { description: 'The standings as CSV (RFC 4180, a header line first).' })
  tournamentStandingsCsv(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string): Promise<string> {
    return this.backend.matchmaking<string>(
      { type: 'ExportTournamentStandings', payload: { tournamentId: id } },
      requirePlayer(ctx),
    );
  }

  @Query(() => String, {
    description:
      'The official results as text: CSV (a row per seat of every table, RFC 4180) or TRF (FIDE TRF-16-like, Swiss and round robin; the format is described in libs/tournaments/README.md).',
  })
  tournamentResults(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('format', { type: () => ResultsFormat, defaultValue: ResultsFormat.CSV }) format: ResultsFormat,
  ): Promise<string> {
    return this.backend.matchmaking<string>(
      { type: 'ExportTournamentResults', payload: { tournamentId: id, format } },
      requirePlayer(ctx),
    );
  }

  @Query(() => String, {
    description:
      'Every event of every game of the tournament as NDJSON, one envelope a line, game by game; finished games complete, running ones as you may see them.',
  })
  async tournamentGamesNdjson(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    const player = requirePlayer(ctx);
    const tournament = await this.backend.matchmaking<TournamentView>(
      { type: 'GetTournament', payload: { tournamentId: id } },
      player,
    );
    return gamesNdjson(this.backend, tournament, player.id);
  }

  @Mutation(() => Tournament, { description: 'Creates a tournament you organize (a draft: open registration next).' })
  createTournament(@Context() ctx: GatewayContext, @Args('input') input: CreateTournamentInput): Promise<Tournament> {
    return this.ask(ctx, {
      type: 'CreateTournament',
      payload: {
        ...input,
        format: input.format as TournamentFormat,
        advance: input.advance as 'auto' | 'manual' | undefined,
      },
    });
  }

  @Mutation(() => Tournament, { description: 'Opens registration (organizer only).' })
  openTournamentRegistration(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Tournament> {
    return this.ask(ctx, { type: 'OpenTournamentRegistration', payload: { tournamentId: id } });
  }

  @Mutation(() => Tournament, {
    description: 'Registers you; the organizer may register another player (`playerId`) or a bot (`botLevel`).',
  })
  registerForTournament(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('playerId', { type: () => ID, nullable: true }) playerId?: string,
    @Args('botLevel', {
      type: () => BotLevel,
      nullable: true,
      description: 'A bot of this level (organizer only; `botLevels` says how each plays).',
    })
    botLevel?: BotLevelName,
    @Args('bot', {
      nullable: true,
      description: 'A bot of this policy, e.g. "random".',
      deprecationReason: 'Use `botLevel`: policies are how levels are played, and may change.',
    })
    bot?: string,
    @Args('name', { nullable: true, description: "A bot's name in the standings." }) name?: string,
  ): Promise<Tournament> {
    return this.ask(ctx, { type: 'RegisterEntrant', payload: { tournamentId: id, playerId, botLevel, bot, name } });
  }

  @Mutation(() => Tournament, {
    description:
      'Withdraws you, or (organizer) any entrant; it is not paired again. Before the start, the registration is undone.',
  })
  withdrawFromTournament(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('entrantId', { type: () => ID, nullable: true }) entrantId?: string,
  ): Promise<Tournament> {
    return this.ask(ctx, { type: 'WithdrawEntrant', payload: { tournamentId: id, entrantId } });
  }

  @Mutation(() => Tournament, { description: 'Starts the tournament and pairs round 1 (organizer only).' })
  startTournament(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string): Promise<Tournament> {
    return this.ask(ctx, { type: 'StartTournament', payload: { tournamentId: id } });
  }

  @Mutation(() => Tournament, {
    description:
      'Seeds the tournament by hand before the start (organizer only), best first; entrants left out follow by rating. Without it, seeds follow rating.',
  })
  seedTournament(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('seeds', { type: () => [ID] }) seeds: string[],
  ): Promise<Tournament> {
    return this.ask(ctx, { type: 'SeedTournament', payload: { tournamentId: id, seeds } });
  }

  @Mutation(() => Tournament, {
    description:
      'Checks you in (or, organizer, any entrant) in the check-in window before a scheduled start; entrants who have not are withdrawn before round 1.',
  })
  checkInTournament(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('entrantId', { type: () => ID, nullable: true }) entrantId?: string,
  ): Promise<Tournament> {
    return this.ask(ctx, { type: 'CheckInTournament', payload: { tournamentId: id, entrantId } });
  }

  @Mutation(() => Tournament, {
    description:
      'Pairs the next round once the current one is closed, or finishes the tournament (organizer only; `advance: "manual"`).',
  })
  advanceTournament(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string): Promise<Tournament> {
    return this.ask(ctx, { type: 'AdvanceTournament', payload: { tournamentId: id } });
  }

  @Mutation(() => Tournament, {
    description: 'Cancels the tournament (organizer only); later game outcomes no longer count.',
  })
  cancelTournament(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', { nullable: true }) reason?: string,
  ): Promise<Tournament> {
    return this.ask(ctx, { type: 'CancelTournament', payload: { tournamentId: id, reason } });
  }
}
