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
    if (attempt > ATTEMPTS_BEFORE_RESIGNING) return; // its resignation was refused too (see settle)
    const commandId = botCommandId(game.gameId, game.version, bot.seat, attempt);
    const actor = { kind: 'bot' as const, policy: bot.policy, seat: bot.seat };
    const command = this.command(game, bot, decision, commandId, attempt);
    this.inFlight++;
    this.commands
      .send(game.gameId, command.type, command.payload, actor, { commandId, timeoutMs: 30_000 })
      .then((result) => this.settle(game.gameId, decision, attempt, result))
      .catch(() => this.enqueue(game.gameId)) // no answer: the same id again is safe
      .finally(() => this.inFlight--);
  }

  /**
   * The seat's move: its policy's, or a random legal one on a retry or when its policy has none.
   * A seat the game waits on with no move at all on its view would be waited on for ever: it
   * resigns instead, and says why.
   */
  private command(game: BotGame, bot: BotSeat, decision: string, commandId: string, attempt: number) {
    if (attempt < ATTEMPTS_BEFORE_RESIGNING) {
      const action = this.choose(game, bot, commandId, attempt > 0) ?? this.choose(game, bot, commandId, true);
      if (action) return { type: 'SubmitAction', payload: { seat: bot.seat, action, expectedVersion: game.version } };
      this.warn(`${decision}: seat ${bot.seat} is to act but has no move on its view; it resigns`);
    }
    return { type: 'Resign', payload: { seat: bot.seat } };
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
    const refused = `${decision} refused (${result.code}: ${result.message})`;
    this.attempts.set(decision, attempt + 1);
    if (attempt >= ATTEMPTS_BEFORE_RESIGNING) {
      this.warn(`${refused}; its resignation too: it waits for the game's next event`);
      return;
    }
    this.warn(`${refused}; trying again`);
    this.enqueue(gameId);
  }
}
