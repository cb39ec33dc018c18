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

  /** Plays at once as a guest under a name; `claimAccount` later keeps its games under a password. */
  static async register(name: string, options: ClientOptions): Promise<EmpiresClient> {
    const { register } = await new Transport(options).request(ops.RegisterDocument, { name });
    return EmpiresClient.began(register, options);
  }

  /** Creates an account (a bot account with `bot`) and signs in. */
  static async signUp(name: string, password: string, options: ClientOptions & { bot?: boolean }) {
    const { signUp } = await new Transport(options).request(ops.SignUpDocument, { name, password, bot: options.bot });
    return EmpiresClient.began(signUp, options);
  }

  static async signIn(name: string, password: string, options: ClientOptions): Promise<EmpiresClient> {
    const { signIn } = await new Transport(options).request(ops.SignInDocument, { name, password });
    return EmpiresClient.began(signIn, options);
  }

  /** A session just begun: `onSession` is told, as it is told each refreshed one. */
  private static began(session: ops.SessionFieldsFragment, options: ClientOptions): EmpiresClient {
    options.onSession?.(session);
    return EmpiresClient.withSession(session, options);
  }

  /** A client for a session you hold (a browser's, kept from a visit before): it refreshes the access token itself. */
  static withSession(session: ops.SessionFieldsFragment, options: ClientOptions): EmpiresClient {
    const { token, refreshToken, expiresAt } = session;
    return new EmpiresClient({ ...options, token, refreshToken, expiresAt }, session.player.id);
  }

  /** A client acting with a token you hold, such as a personal API token (its player is looked up once). */
  static async withToken(token: string, options: ClientOptions): Promise<EmpiresClient> {
    const client = new EmpiresClient({ ...options, token });
    const { me } = await client.transport.request(ops.MeDocument);
    return new EmpiresClient({ ...options, token }, me.id);
  }

  get token(): string | undefined {
    return this.transport.token;
  }

  /** Who the token acts for: name, guest or account, bot, roles and (personal tokens) scopes. */
  me() {
    return this.transport.request(ops.MeDocument).then((r) => r.me);
  }

  /** The guest you are becomes an account with a password (a new session comes with it). */
  claimAccount(password: string) {
    return this.transport.request(ops.ClaimAccountDocument, { password }).then((r) => r.claimAccount);
  }

  signOut() {
    return this.transport.request(ops.SignOutDocument).then((r) => r.signOut);
  }

  signOutEverywhere() {
    return this.transport.request(ops.SignOutEverywhereDocument).then((r) => r.signOutEverywhere);
  }

  apiTokens() {
    return this.transport.request(ops.ApiTokensDocument).then((r) => r.apiTokens);
  }

  /** A personal token for a bot or script: its `secret` is shown this once. */
  createApiToken(label: string, scopes: ops.TokenScope[]) {
    return this.transport.request(ops.CreateApiTokenDocument, { label, scopes }).then((r) => r.createApiToken);
  }

  revokeApiToken(id: string) {
    return this.transport.request(ops.RevokeApiTokenDocument, { id }).then((r) => r.revokeApiToken);
  }

  /** Everything the server keeps about you. */
  myData() {
    return this.transport.request(ops.MyDataDocument).then((r) => r.myData as Record<string, unknown>);
  }

  /** Erases your account (an admin may name another player). */
  eraseAccount(playerId?: string) {
    return this.transport.request(ops.EraseAccountDocument, { playerId }).then((r) => r.eraseAccount);
  }

  postChatMessage(channel: string, body: string) {
    return this.transport.request(ops.PostChatMessageDocument, { channel, body }).then((r) => r.postChatMessage);
  }

  chatMessages(channel: string, last?: number) {
    return this.transport.request(ops.ChatMessagesDocument, { channel, last }).then((r) => r.chatMessages);
  }

  /** A channel's messages as they come (after its last `last`); the returned function stops listening. */
  onChatMessage(channel: string, next: (message: ops.ChatMessageFieldsFragment) => void, last = 0) {
    return this.transport.listen(ops.ChatMessageAddedDocument, { channel, last }, (r) => next(r.chatMessageAdded));
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

  /** The levels of built-in bot a ruleset offers, weakest first, each with how it plays that ruleset. */
  botLevels(ruleset: string) {
    return this.transport.request(ops.BotLevelsDocument, { ruleset }).then((r) => r.botLevels);
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

  /** A finished game's analysis (each seat's chance to win after every turn); null until `analyzeGame` made it. */
  gameAnalysis(id: string) {
    return this.transport.request(ops.GameAnalysisDocument, { id }).then((r) => r.game.analysis ?? null);
  }

  /** Analyses a finished game once (seconds, the first time) and keeps it: later calls get the one kept. */
  analyzeGame(gameId: string) {
    return this.transport.request(ops.AnalyzeGameDocument, { gameId }).then((r) => r.analyzeGame);
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
