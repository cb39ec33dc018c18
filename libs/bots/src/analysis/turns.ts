import type { EventEnvelope } from '@empires/contracts';
import { evolveGame, noGame, type GameState } from '@empires/engine-core';
import type { Outcome, RulesetRegistry, Seat, Table } from '@empires/rules-kernel';

/** The game as it stood after one turn: a run of consecutive moves by one seat. */
export interface TurnEnd {
  /** The seq of the turn's last event. */
  readonly seq: number;
  /** 0 is the start of play (before any move); turns count from 1. */
  readonly turn: number;
  /** The seat that moved; undefined at the start of play. */
  readonly seat?: Seat;
  readonly table: Table<unknown>;
}

export interface GameTurns {
  readonly ruleset: string;
  readonly seats: number;
  readonly turns: readonly TurnEnd[];
  /** The game's result (resignations and forfeits included); null when it has not finished. */
  readonly outcome: Outcome | null;
}

/**
 * Folds a game's whole event stream and cuts it into turns. A turn is the moves one seat makes
 * before another seat moves: "after every turn" then means the same in every ruleset, whatever its
 * phases are called, and a turn is what a player thinks of as one decision to be judged.
 */
export function turnsOf(registry: RulesetRegistry, events: readonly EventEnvelope[]): GameTurns {
  let game: GameState = noGame;
  const turns: TurnEnd[] = [];
  let mover: Seat | undefined;
  let last: GameState | undefined;
  const close = () => {
    if (last?.table) turns.push({ seq: last.version, turn: turns.length, seat: mover, table: last.table });
  };
  for (const e of [...events].sort((a, b) => a.seq - b.seq)) {
    const seat = (e.command as { seat?: Seat } | undefined)?.seat;
    if (seat !== undefined && (turns.length === 0 || seat !== mover)) {
      // A move by another seat: the turn before it is over (the first move closes the start of play).
      close();
      mover = seat;
    }
    game = evolveGame(registry, game, e);
    last = game;
  }
  if (mover !== undefined) close();
  return { ruleset: game.ruleset, seats: game.seats.length, turns, outcome: game.outcome };
}
