import { randomUUID } from 'node:crypto';
import type { Actor, EventEnvelope } from '@empires/contracts';
import {
  decideGame,
  evolveGame,
  noGame,
  recordedEvent,
  type GameCommand,
  type GameState,
  type SeatHolder,
} from '@empires/engine-core';
import { isViolation, RulesetRegistry } from '@empires/rules-kernel';
import { diceRace, uniqueName } from '@empires/testing';

export const registry = new RulesetRegistry([diceRace]);
const system: Actor = { kind: 'system', service: 'test' };

/**
 * A dice-race game decided by the real engine core, as the envelopes history would receive
 * (for the lib's own tests: no engine process, no broker).
 */
export class DiceRaceGame {
  readonly gameId = uniqueName('game');
  readonly events: EventEnvelope[] = [];
  private state: GameState = noGame;
  private clock = Date.parse('2026-01-01T00:00:00.000Z');

  constructor(private readonly secret = '00112233445566778899aabbccddeeff') {}

  static started(players: readonly string[], target = 20): DiceRaceGame {
    const game = new DiceRaceGame();
    const seats: SeatHolder[] = players.map((playerId) => ({ kind: 'player', playerId }));
    game.run({ type: 'CreateGame', payload: { ruleset: 'dice-race', seats, options: { target }, start: true } });
    return game;
  }

  get version(): number {
    return this.state.version;
  }

  get status(): GameState['status'] {
    return this.state.status;
  }

  /** Rolls for whoever's turn it is. */
  roll(): EventEnvelope[] {
    const seat = (this.state.table?.state as { turn: number }).turn;
    const holder = this.state.seats[seat] as { playerId: string };
    return this.run(
      { type: 'SubmitAction', payload: { seat, action: { type: 'Roll' } } },
      { kind: 'player', playerId: holder.playerId },
    );
  }

  rollUntilOver(): void {
    while (this.state.status === 'playing') this.roll();
  }

  run(command: GameCommand, actor: Actor = system): EventEnvelope[] {
    const decided = decideGame(this.state, command, actor, { registry, secret: this.secret, seedHash: 'hash' });
    if (isViolation(decided)) throw new Error(`refused: ${decided.code}`);
    const causationId = randomUUID();
    const envelopes = decided.map((d, i): EventEnvelope => {
      this.state = evolveGame(registry, this.state, d);
      this.clock += 1000;
      return recordedEvent(d, command, i, {
        eventId: randomUUID(),
        streamId: this.gameId,
        seq: this.state.version,
        ruleset: this.state.ruleset,
        causationId,
        actor,
        occurredAt: new Date(this.clock).toISOString(),
      });
    });
    this.events.push(...envelopes);
    return envelopes;
  }
}
