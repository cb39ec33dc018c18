import type { CommandResult } from '@empires/contracts';
import { botCommandId, dueSeats, type BotGame, type BotSeat } from '../bot-game';
import type { RulesetBots } from '../catalog';
import { seatPolicy } from '../level-offers';
import { randomPolicy } from '../random-policy';
import type { CommandClient } from '@empires/messaging';
import { Dice, seedFromText, type RulesetRegistry } from '@empires/rules-kernel';

const MAX_IN_FLIGHT = 16;
const ATTEMPTS_BEFORE_RESIGNING = 3;

/**
 * Plays the bot seats that must act: decides with the seat's policy, sends the command and
 * watches its result. One decision at a time (search is CPU-bound); sends overlap. A command
 * refused for a reason other than a newer version is tried again with a random legal move,
 * and a seat that still cannot move resigns, so no game waits on a bot for ever.
 */
export class BotPlayers {
  private readonly pending = new Set<string>();
  private readonly attempts = new Map<string, number>(); // by decision id
  private inFlight = 0;
  private draining = false;

  constructor(
    private readonly games: (gameId: string) => BotGame | undefined,
    private readonly registry: RulesetRegistry,
    private readonly botsFor: (rulesetId: string) => RulesetBots | undefined,
    private readonly commands: CommandClient,
    private readonly warn: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  enqueue(gameId: string): void {
    this.pending.add(gameId);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.size > 0) {
        if (this.inFlight >= MAX_IN_FLIGHT) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const gameId = this.pending.values().next().value as string;
        this.pending.delete(gameId);
        const game = this.games(gameId);
        if (game) for (const bot of dueSeats(this.registry, game)) this.play(game, bot);
        await new Promise((resolve) => setImmediate(resolve)); // let the consumer's heartbeats through
      }
    } finally {
      this.draining = false;
    }
  }

  private play(game: BotGame, bot: BotSeat): void {
    const decision = botCommandId(game.gameId, game.version, bot.seat);
    const attempt = this.attempts.get(decision) ?? 0;
    const commandId = botCommandId(game.gameId, game.version, bot.seat, attempt);
    const actor = { kind: 'bot' as const, policy: bot.policy, seat: bot.seat };
    const command =
      attempt >= ATTEMPTS_BEFORE_RESIGNING
        ? { type: 'Resign', payload: { seat: bot.seat } }
        : {
            type: 'SubmitAction',
            payload: {
              seat: bot.seat,
              action: this.choose(game, bot, commandId, attempt > 0),
              expectedVersion: game.version,
            },
          };
    if (command.type === 'SubmitAction' && !command.payload.action) return; // nothing it may do after all
    this.inFlight++;
    this.commands
      .send(game.gameId, command.type, command.payload, actor, { commandId, timeoutMs: 30_000 })
      .then((result) => this.settle(game.gameId, decision, attempt, result))
      .catch(() => this.enqueue(game.gameId)) // no answer: the same id again is safe
      .finally(() => this.inFlight--);
  }

  private choose(game: BotGame, bot: BotSeat, commandId: string, fallback: boolean) {
    const view = game.views[game.bots.indexOf(bot)];
    const ruleset = this.registry.find(view.ruleset);
    if (!ruleset || !view.table) return undefined;
    const bots = this.botsFor(ruleset.id);
    const policy = (!fallback && seatPolicy(ruleset.id, bot.policy, bots)) || randomPolicy;
    // Seeded by the decision, so a runner restarted mid-turn would choose alike.
    const dice = Dice.fromSeed(seedFromText(commandId));
    return policy.choose({ ruleset, state: view.table.state, seat: bot.seat, dice, now: this.now });
  }

  private settle(gameId: string, decision: string, attempt: number, result: CommandResult): void {
    if (result.status === 'accepted' || result.code === 'VERSION_CONFLICT' || result.code === 'GAME_FINISHED') {
      this.attempts.delete(decision);
      return; // the events it caused (or a newer move) bring the next decision
    }
    this.warn(`${decision} refused (${result.code}: ${result.message}); trying again`);
    this.attempts.set(decision, attempt + 1);
    this.enqueue(gameId);
  }
}
