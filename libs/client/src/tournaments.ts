import * as ops from './generated/graphql';
import type { Transport } from './transport';

/** Tournaments: browse and follow them, register, and (as their organizer) run them. */
export class Tournaments {
  constructor(private readonly transport: Transport) {}

  list(status?: ops.TournamentStatus, first = 50) {
    return this.transport.request(ops.TournamentsDocument, { status, first }).then((r) => r.tournaments);
  }

  get(id: string) {
    return this.transport.request(ops.TournamentDocument, { id }).then((r) => r.tournament);
  }

  create(input: ops.CreateTournamentInput) {
    return this.transport.request(ops.CreateTournamentDocument, { input }).then((r) => r.createTournament);
  }

  openRegistration(id: string) {
    return this.transport
      .request(ops.OpenTournamentRegistrationDocument, { id })
      .then((r) => r.openTournamentRegistration);
  }

  /** Registers you; an organizer may register another player (`playerId`) or a bot (`botLevel`, `name`; `bot`, a policy, is deprecated). */
  register(id: string, entrant: { botLevel?: ops.BotLevel; bot?: string; name?: string; playerId?: string } = {}) {
    return this.transport
      .request(ops.RegisterForTournamentDocument, { id, ...entrant })
      .then((r) => r.registerForTournament);
  }

  withdraw(id: string, entrantId?: string) {
    return this.transport
      .request(ops.WithdrawFromTournamentDocument, { id, entrantId })
      .then((r) => r.withdrawFromTournament);
  }

  start(id: string) {
    return this.transport.request(ops.StartTournamentDocument, { id }).then((r) => r.startTournament);
  }

  advance(id: string) {
    return this.transport.request(ops.AdvanceTournamentDocument, { id }).then((r) => r.advanceTournament);
  }

  /** Calls `next` on every change of the tournament (a registration, a pairing, a result). */
  onUpdate(
    id: string,
    next: (update: ops.TournamentUpdatedSubscription['tournamentUpdated']) => void,
    error?: (e: unknown) => void,
  ) {
    return this.transport.listen(ops.TournamentUpdatedDocument, { id }, (r) => next(r.tournamentUpdated), error);
  }
}
