import * as ops from './generated/graphql';
import type { Transport } from './transport';

const LEVELS: readonly string[] = ['EASY', 'MEDIUM', 'HARD'] satisfies ops.BotLevel[];
const isLevel = (bot: string): bot is ops.BotLevel => LEVELS.includes(bot);

/** Tables (invite codes, bots, a start by the owner) and matchmaking queues. */
export class Tables {
  constructor(private readonly transport: Transport) {}

  /** Open tables of a ruleset, to join by their code. */
  list(ruleset: string, first = 50) {
    return this.transport.request(ops.TablesDocument, { ruleset, first }).then((r) => r.tables);
  }

  get(id: string) {
    return this.transport.request(ops.TableDocument, { id }).then((r) => r.table);
  }

  create(input: { ruleset: string; seats: number; options?: unknown; clock?: unknown }) {
    return this.transport.request(ops.CreateTableDocument, input).then((r) => r.createTable);
  }

  join(code: string) {
    return this.transport.request(ops.JoinTableDocument, { code }).then((r) => r.joinTable);
  }

  leave(tableId: string) {
    return this.transport.request(ops.LeaveTableDocument, { tableId }).then((r) => r.leaveTable);
  }

  /**
   * A bot of a level (`client.botLevels`), or else one that fits your rating. Any other string is a
   * policy spec such as "random", as before levels (deprecated).
   */
  addBot(tableId: string, bot?: ops.BotLevel | (string & {})) {
    const named = bot === undefined || isLevel(bot) ? { level: bot } : { policy: bot };
    return this.transport.request(ops.AddBotDocument, { tableId, ...named }).then((r) => r.addBot);
  }

  start(tableId: string) {
    return this.transport.request(ops.StartTableDocument, { tableId }).then((r) => r.startTable);
  }

  /** Calls `next` with the table each time it changes; the returned function stops it. */
  onChange(tableId: string, next: (table: ops.TableFieldsFragment) => void, error?: (e: unknown) => void) {
    return this.transport.listen(ops.TableChangedDocument, { tableId }, (r) => next(r.tableChanged), error);
  }

  myQueues() {
    return this.transport.request(ops.MyQueuesDocument).then((r) => r.myQueues);
  }

  joinQueue(input: { ruleset: string; players: number; botFill?: boolean; botFillAfterSeconds?: number }) {
    return this.transport.request(ops.JoinQueueDocument, input).then((r) => r.joinQueue);
  }

  leaveQueue(ruleset: string) {
    return this.transport.request(ops.LeaveQueueDocument, { ruleset }).then((r) => r.leaveQueue);
  }

  /** Calls `next` when a queue you are in finds you a game. */
  onMatchFound(next: (match: ops.MatchFoundSubscription['matchFound']) => void, error?: (e: unknown) => void) {
    return this.transport.listen(ops.MatchFoundDocument, undefined, (r) => next(r.matchFound), error);
  }
}
