import type { Actor, EventEnvelope } from '@empires/contracts';
import type { GameCommand } from '../commands';
import { decideGame } from '../decide-game';
import { evolveGame, toActOf } from '../evolve-game';
import { noGame, type GameState } from '../game-stream';
import { recordedEvent } from '../recorded-event';
import { Dice, isViolation, sampleAction, type AnyRuleset, type RulesetRegistry } from '@empires/rules-kernel';

export interface SimulatedGame {
  readonly envelopes: readonly EventEnvelope[];
  readonly commands: number;
  /** Broken invariants and refused moves: a sound ruleset has none. */
  readonly problems: readonly string[];
  readonly finished: boolean;
}

export interface SimulationSpec {
  readonly registry: RulesetRegistry;
  readonly ruleset: AnyRuleset;
  readonly gameId: string;
  readonly seats: number;
  readonly options: unknown;
  /** The game's dice secret (32+ hex digits) and its published hash. */
  readonly secret: string;
  readonly seedHash: string;
  /** The random players' own seed, apart from the game's dice. */
  readonly playerSeed: number;
  readonly maxCommands: number;
  readonly now: () => string;
}

/**
 * Plays one game of random legal moves through the engine's own decider, exactly as the
 * engine would record it (lifecycle events, rulesets' events, envelopes), checking the
 * ruleset's invariants after every decision.
 */
export function simulateGame(spec: SimulationSpec): SimulatedGame {
  const { registry, ruleset, gameId } = spec;
  const ctx = { registry, secret: spec.secret, seedHash: spec.seedHash };
  const system: Actor = { kind: 'system', service: 'simulate' };
  const seats = Array.from({ length: spec.seats }, () => ({ kind: 'bot' as const, policy: 'random' }));
  const dice = Dice.fromSeed(spec.playerSeed);
  const envelopes: EventEnvelope[] = [];
  const problems: string[] = [];
  let state: GameState = noGame;
  let commands = 0;

  const apply = (command: GameCommand, actor: Actor): boolean => {
    commands++;
    const decided = decideGame(state, command, actor, ctx);
    if (isViolation(decided)) {
      problems.push(`${gameId} command ${commands} (${command.type}) refused: ${decided.code} ${decided.message}`);
      return false;
    }
    decided.forEach((d, i) => {
      state = evolveGame(registry, state, d);
      const last = i === decided.length - 1;
      envelopes.push(
        recordedEvent(d, command, i, {
          eventId: `${gameId}:${state.version}`,
          streamId: gameId,
          seq: state.version,
          ruleset: `${ruleset.id}@${ruleset.version}`,
          causationId: `${gameId}:c${commands}`,
          actor,
          occurredAt: spec.now(),
          toAct: last ? toActOf(registry, state) : undefined,
        }),
      );
    });
    // Invariants hold between decisions; the events of one decision may pass through states that break them.
    if (state.table)
      for (const broken of ruleset.invariants(state.table.state))
        problems.push(`${gameId} seq ${state.version}: ${broken}`);
    return true;
  };

  apply(
    {
      type: 'CreateGame',
      payload: { ruleset: `${ruleset.id}@${ruleset.version}`, seats, options: spec.options, start: true },
    },
    system,
  );
  while (state.status === 'playing' && state.table && commands < spec.maxCommands) {
    const seat = toActOf(registry, state)[0];
    if (seat === undefined) {
      problems.push(`${gameId} seq ${state.version}: nobody may act, yet the game is not over`);
      break;
    }
    const action = simulatedMove(ruleset, state.table.state, seat, dice);
    if (!action) {
      problems.push(`${gameId} seq ${state.version}: seat ${seat} must act but has no legal action`);
      break;
    }
    if (!apply({ type: 'SubmitAction', payload: { seat, action } }, { kind: 'bot', policy: 'random', seat })) break;
  }
  return { envelopes, commands, problems, finished: state.status === 'finished' };
}

/**
 * A random legal move, resigning only rarely: uniform choice would resign in most games long
 * before their end, and simulations are there to reach every part of the rules.
 */
function simulatedMove(ruleset: AnyRuleset, state: unknown, seat: number, dice: Dice) {
  const all = ruleset.legalActions(state, seat) as readonly { type: string }[];
  const playing = all.filter((a) => a.type !== 'Resign');
  const pool = playing.length > 0 && dice.int(1, 1000) > 1 ? playing : all;
  return pool.length === 0 ? undefined : (sampleAction(dice.pick(pool), dice) as { type: string });
}
