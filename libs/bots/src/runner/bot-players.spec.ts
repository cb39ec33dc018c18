import type { Actor, CommandResult, EventEnvelope } from '@empires/contracts';
import { simulateGame } from '@empires/engine-core';
import type { CommandClient } from '@empires/messaging';
import { RulesetRegistry, type AnyRuleset } from '@empires/rules-kernel';
import { diceRace, waitFor } from '@empires/testing';
import { applyToBotGame, dueSeats, type BotGame } from '../bot-game';
import type { RulesetBots } from '../catalog';
import { BotPlayers } from './bot-players';

interface Sent {
  readonly type: string;
  readonly payload: { readonly seat: number; readonly action?: { readonly type: string } };
  readonly commandId: string;
}

/** A dice race of two bot seats, as the bot-runner holds it after its first moves. */
function botGame(registry: RulesetRegistry, policy: string): BotGame {
  const { envelopes } = simulateGame({
    registry,
    ruleset: diceRace,
    gameId: 'g1',
    seats: 2,
    options: { target: 50 },
    secret: '0123456789abcdef0123456789abcdef',
    seedHash: 'h',
    playerSeed: 5,
    maxCommands: 4,
    now: () => '2026-11-26T12:00:00.000Z',
  });
  let game: BotGame | undefined;
  for (const e of envelopes as EventEnvelope[]) {
    const applied = applyToBotGame(registry, game, e);
    if ('game' in applied) game = applied.game;
  }
  if (!game) throw new Error('the simulated game has no bot seats');
  return { ...game, bots: game.bots.map((b) => ({ ...b, policy })) };
}

/** The bot players of one game, with commands that are answered at once and kept for the test to read. */
function play(registry: RulesetRegistry, game: BotGame, bots?: RulesetBots, refuse = false) {
  const sent: Sent[] = [];
  const warnings: string[] = [];
  const commands = {
    send: async (
      gameId: string,
      type: string,
      payload: Sent['payload'],
      _actor: Actor,
      o: { commandId: string },
    ): Promise<CommandResult> => {
      sent.push({ type, payload, commandId: o.commandId });
      return refuse
        ? { commandId: o.commandId, streamId: gameId, status: 'rejected', code: 'FORBIDDEN', message: 'no' }
        : { commandId: o.commandId, streamId: gameId, status: 'accepted', version: game.version + 1, events: [] };
    },
  } as unknown as CommandClient;
  const players = new BotPlayers(
    (id) => (id === game.gameId ? game : undefined),
    registry,
    () => bots,
    commands,
    (line) => warnings.push(line),
  );
  players.enqueue(game.gameId);
  return { sent, warnings };
}

describe('bot players: no seat the game waits on is left without a command', () => {
  it("plays a random legal move when the seat's own policy has none", async () => {
    const registry = new RulesetRegistry([diceRace]);
    const game = botGame(registry, 'heuristic');
    const [due] = dueSeats(registry, game);
    const { sent } = play(registry, game, { heuristic: { spec: 'heuristic', choose: () => undefined } });
    await waitFor(() => sent.length > 0, 2_000, 'a command for the seat to act');
    expect(sent).toEqual([
      {
        type: 'SubmitAction',
        payload: expect.objectContaining({ seat: due.seat, action: { type: 'Roll' } }),
        commandId: `bot:g1:${game.version}:${due.seat}`,
      },
    ]);
  });

  it('resigns a seat its view lists to act but offers no action, and says so', async () => {
    // The view's rules list the seat to act and give it nothing to do: without a command the game waits for ever.
    const registry = new RulesetRegistry([{ ...diceRace, legalActions: () => [] } as AnyRuleset]);
    const game = botGame(registry, 'random');
    const [due] = dueSeats(registry, game);
    const { sent, warnings } = play(registry, game);
    await waitFor(() => sent.length > 0, 2_000, 'a command for the seat to act');
    expect(sent.map((c) => [c.type, c.payload.seat])).toEqual([['Resign', due.seat]]);
    expect(warnings).toEqual([expect.stringContaining(`seat ${due.seat} is to act but has no move`)]);
  });

  it('tries a random move, then resigns, then waits for the next event when everything is refused', async () => {
    const registry = new RulesetRegistry([diceRace]);
    const game = botGame(registry, 'random');
    const { sent, warnings } = play(registry, game, undefined, true);
    await waitFor(() => warnings.some((w) => w.includes('its resignation too')), 2_000, 'the resignation refused');
    expect(sent.map((c) => c.type)).toEqual(['SubmitAction', 'SubmitAction', 'SubmitAction', 'Resign']);
  });
});
