import { rulesetRegistry } from '@empires/rulesets';
import type { AnyRuleset, RulesetRegistry } from '@empires/rules-kernel';
import * as ops from './generated/graphql';
import { Ratings } from './ratings';
import { GameSession, type SessionOptions } from './session';
import { Tables } from './tables';
import { Tournaments } from './tournaments';
import { Transport, type TransportOptions } from './transport';

export interface ClientOptions extends Omit<TransportOptions, 'token'> {
  /** Rulesets the server plays besides the shipped ones (a test's, a fork's): sessions need their rules to fold events. */
  readonly rulesets?: readonly AnyRuleset[];
}

/**
 * The Empires API for one player (or anonymously, to watch): typed operations over HTTP,
 * subscriptions over graphql-ws, and game sessions that follow a game and play it.
 */
export class EmpiresClient {
  /** Every shipped ruleset's pure rules, every version (and any given): sessions fold events with them. */
  readonly registry: RulesetRegistry;
  readonly documents = { gameEvents: ops.GameEventsDocument, yourTurn: ops.YourTurnDocument };
  readonly transport: Transport;
  /** Tables and matchmaking queues. */
  readonly tables: Tables;
  readonly tournaments: Tournaments;
  readonly ratings: Ratings;
  private commands = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 10);

  constructor(
    options: ClientOptions & { readonly token?: string },
    /** The player the token names, when known (`register` and `withToken` set it). */
    readonly playerId?: string,
  ) {
    this.transport = new Transport(options);
    this.tables = new Tables(this.transport);
    this.tournaments = new Tournaments(this.transport);
    this.ratings = new Ratings(this.transport);
    this.registry = rulesetRegistry(options.rulesets ?? []);
  }

  /** Registers a player (a person or a bot) and answers a client acting as it. */
  static async register(name: string, options: ClientOptions): Promise<EmpiresClient> {
    const anonymous = new Transport(options);
    const { register } = await anonymous.request(ops.RegisterDocument, { name });
    return new EmpiresClient({ ...options, token: register.token }, register.player.id);
  }

  /** A client acting with a token you hold (its player is looked up once). */
  static async withToken(token: string, options: ClientOptions): Promise<EmpiresClient> {
    const client = new EmpiresClient({ ...options, token });
    const { me } = await client.transport.request(ops.MeDocument);
    return new EmpiresClient({ ...options, token }, me.id);
  }

  get token(): string | undefined {
    return this.transport.options.token;
  }

  /** A fresh command id, unique to this client: sending a move again with the same id never plays it twice. */
  newCommandId(): string {
    return `${this.prefix}-${Date.now().toString(36)}-${(this.commands++).toString(36)}`;
  }

  serverInfo() {
    return this.transport.request(ops.ServerInfoDocument).then((r) => r.serverInfo);
  }

  rulesets() {
    return this.transport.request(ops.RulesetsDocument).then((r) => r.rulesets);
  }

  ruleset(id: string) {
    return this.transport.request(ops.RulesetDocument, { id }).then((r) => r.ruleset);
  }

  game(id: string) {
    return this.transport.request(ops.GameDocument, { id }).then((r) => r.game);
  }

  games(filter?: ops.GameFilterInput, first = 20, after?: string) {
    return this.transport.request(ops.GamesDocument, { filter, first, after }).then((r) => r.games);
  }

  /** The game as you may see it, now or (`atSeq`) after that many events. */
  view(id: string, atSeq?: number | null) {
    return this.transport.request(ops.GameViewDocument, { id, atSeq }).then((r) => r.game.view);
  }

  legalActions(id: string, seat: number) {
    return this.transport.request(ops.LegalActionsDocument, { id, seat }).then((r) => r.game.legalActions);
  }

  /** Events after `afterSeq`, a page at a time (at most 1000). */
  events(id: string, afterSeq = 0, limit = 1000) {
    return this.transport.request(ops.GameEventsPageDocument, { id, afterSeq, limit }).then((r) => r.game.events);
  }

  /** Every event of a game, page after page. */
  async allEvents(id: string) {
    const all: ops.EventFieldsFragment[] = [];
    for (;;) {
      const page = await this.events(id, all.at(-1)?.seq ?? 0);
      if (page.length === 0) return all;
      all.push(...page);
    }
  }

  createGame(input: ops.CreateGameInput) {
    return this.transport.request(ops.CreateGameDocument, { input }).then((r) => r.createGame);
  }

  joinSeat(gameId: string, seat?: number) {
    return this.transport.request(ops.JoinSeatDocument, { gameId, seat }).then((r) => r.joinSeat);
  }

  leaveSeat(gameId: string, seat: number) {
    return this.transport.request(ops.LeaveSeatDocument, { gameId, seat }).then((r) => r.leaveSeat);
  }

  startGame(gameId: string) {
    return this.transport.request(ops.StartGameDocument, { gameId }).then((r) => r.startGame);
  }

  submitAction(input: ops.SubmitActionInput) {
    return this.transport.request(ops.SubmitActionDocument, { input }).then((r) => r.submitAction);
  }

  resign(gameId: string, seat: number) {
    return this.transport.request(ops.ResignDocument, { gameId, seat }).then((r) => r.resign);
  }

  abortGame(gameId: string, reason?: string) {
    return this.transport.request(ops.AbortGameDocument, { gameId, reason }).then((r) => r.abortGame);
  }

  /** Follows a game (and plays one of your seats in it). */
  session(gameId: string, options?: SessionOptions): Promise<GameSession> {
    return GameSession.open(this, gameId, options);
  }

  /** Calls `next` each time one of your seats must act, in any game; the returned function stops it. */
  onYourTurn(next: (notice: ops.YourTurnSubscription['yourTurn']) => void, error?: (e: unknown) => void): () => void {
    return this.transport.listen(ops.YourTurnDocument, undefined, (r) => next(r.yourTurn), error);
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
