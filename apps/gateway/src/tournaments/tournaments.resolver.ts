import { type GatewayContext, requirePlayer, gamesNdjson, toSummary, toTournament } from '@empires/gateway';
import type {
  TournamentRequestBody,
  TournamentSettingsInput,
  TournamentSummary as SummaryView,
  TournamentView,
} from '@empires/contracts';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type {
  MutationAdvanceTournamentArgs,
  MutationCancelTournamentArgs,
  MutationCheckInTournamentArgs,
  MutationCreateTournamentArgs,
  MutationOpenTournamentRegistrationArgs,
  MutationRegisterForTournamentArgs,
  MutationSeedTournamentArgs,
  MutationStartTournamentArgs,
  MutationWithdrawFromTournamentArgs,
  QueryTournamentArgs,
  QueryTournamentGamesNdjsonArgs,
  QueryTournamentResultsArgs,
  QueryTournamentStandingsCsvArgs,
  QueryTournamentsArgs,
  Tournament,
  TournamentEntrant,
  TournamentSummary,
} from '../generated/schema-types';

/** A tournament as matchmaking tells it: each entrant's `level` is resolved on demand. */
export type TournamentFields = Omit<Tournament, 'entrants'> & { entrants: Omit<TournamentEntrant, 'level'>[] };

/** Tournaments: each mutation a request to matchmaking, answered with the tournament as it now stands. */
@Resolver()
export class TournamentsResolver {
  constructor(private readonly backend: Backend) {}

  private async ask(ctx: GatewayContext, body: TournamentRequestBody): Promise<TournamentFields> {
    return toTournament(await this.backend.matchmaking<TournamentView>(body, requirePlayer(ctx)));
  }

  @Query()
  tournament(@Context() ctx: GatewayContext, @Args() { id }: QueryTournamentArgs): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'GetTournament', payload: { tournamentId: id } });
  }

  @Query()
  async tournaments(
    @Context() ctx: GatewayContext,
    @Args() { status, first }: QueryTournamentsArgs,
  ): Promise<TournamentSummary[]> {
    const list = await this.backend.matchmaking<SummaryView[]>(
      { type: 'ListTournaments', payload: { status, first } },
      requirePlayer(ctx),
    );
    return list.map(toSummary);
  }

  @Query()
  tournamentStandingsCsv(
    @Context() ctx: GatewayContext,
    @Args() { id }: QueryTournamentStandingsCsvArgs,
  ): Promise<string> {
    return this.backend.matchmaking<string>(
      { type: 'ExportTournamentStandings', payload: { tournamentId: id } },
      requirePlayer(ctx),
    );
  }

  @Query()
  tournamentResults(
    @Context() ctx: GatewayContext,
    @Args() { id, format }: QueryTournamentResultsArgs,
  ): Promise<string> {
    return this.backend.matchmaking<string>(
      { type: 'ExportTournamentResults', payload: { tournamentId: id, format } },
      requirePlayer(ctx),
    );
  }

  @Query()
  async tournamentGamesNdjson(
    @Context() ctx: GatewayContext,
    @Args() { id }: QueryTournamentGamesNdjsonArgs,
  ): Promise<string> {
    const player = requirePlayer(ctx);
    const tournament = await this.backend.matchmaking<TournamentView>(
      { type: 'GetTournament', payload: { tournamentId: id } },
      player,
    );
    return gamesNdjson(this.backend, tournament, player.id);
  }

  @Mutation()
  createTournament(
    @Context() ctx: GatewayContext,
    @Args() { input }: MutationCreateTournamentArgs,
  ): Promise<TournamentFields> {
    // A JSON value: matchmaking checks it is an object of the ruleset's options.
    const options = input.options as TournamentSettingsInput['options'];
    return this.ask(ctx, { type: 'CreateTournament', payload: { ...input, options } });
  }

  @Mutation()
  openTournamentRegistration(
    @Context() ctx: GatewayContext,
    @Args() { id }: MutationOpenTournamentRegistrationArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'OpenTournamentRegistration', payload: { tournamentId: id } });
  }

  @Mutation()
  registerForTournament(
    @Context() ctx: GatewayContext,
    @Args() { id, playerId, botLevel, bot, name }: MutationRegisterForTournamentArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'RegisterEntrant', payload: { tournamentId: id, playerId, botLevel, bot, name } });
  }

  @Mutation()
  withdrawFromTournament(
    @Context() ctx: GatewayContext,
    @Args() { id, entrantId }: MutationWithdrawFromTournamentArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'WithdrawEntrant', payload: { tournamentId: id, entrantId } });
  }

  @Mutation()
  startTournament(
    @Context() ctx: GatewayContext,
    @Args() { id }: MutationStartTournamentArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'StartTournament', payload: { tournamentId: id } });
  }

  @Mutation()
  seedTournament(
    @Context() ctx: GatewayContext,
    @Args() { id, seeds }: MutationSeedTournamentArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'SeedTournament', payload: { tournamentId: id, seeds } });
  }

  @Mutation()
  checkInTournament(
    @Context() ctx: GatewayContext,
    @Args() { id, entrantId }: MutationCheckInTournamentArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'CheckInTournament', payload: { tournamentId: id, entrantId } });
  }

  @Mutation()
  advanceTournament(
    @Context() ctx: GatewayContext,
    @Args() { id }: MutationAdvanceTournamentArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'AdvanceTournament', payload: { tournamentId: id } });
  }

  @Mutation()
  cancelTournament(
    @Context() ctx: GatewayContext,
    @Args() { id, reason }: MutationCancelTournamentArgs,
  ): Promise<TournamentFields> {
    return this.ask(ctx, { type: 'CancelTournament', payload: { tournamentId: id, reason } });
  }
}
