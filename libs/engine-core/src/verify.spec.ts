import type { EventEnvelope } from '@empires/contracts';
import { rulesetRegistry } from '@empires/rulesets';
import { diceRace } from '@empires/testing';
import { simulateGame } from './simulation/simulate-game';
import { verifyGame } from './verify';

const registry = rulesetRegistry([diceRace]);
const secret = '0123456789abcdef0123456789abcdef';
const game = simulateGame({
  registry,
  ruleset: diceRace,
  gameId: 'g1',
  seats: 2,
  options: { target: 20 },
  secret,
  seedHash: 'h',
  playerSeed: 3,
  maxCommands: 1000,
  now: () => '2026-01-01T00:00:00.000Z',
}).envelopes;

const lastRoll = game.map((e) => e.type).lastIndexOf('Rolled');
const winner = (game[lastRoll].payload as { seat: number }).seat;
const loser = 1 - winner;

/** The stream with the event at `index` replaced by what `change` makes of it. */
const rewritten = (index: number, change: (e: EventEnvelope) => EventEnvelope) =>
  game.map((e, i) => (i === index ? change(e) : e));

describe('verifyGame', () => {
  it('finds nothing wrong with a game as the engine recorded it', () => {
    expect(verifyGame(registry, game, secret)).toEqual([]);
  });

  it("reports a rewritten move whose command was removed, rather than skipping it: the winner's last roll made the loser's", () => {
    const forged = game.map((e, i) => {
      if (i === lastRoll) {
        const { command: _removed, ...rest } = e;
        return { ...rest, payload: { type: 'Rolled', seat: loser, die: 6 } };
      }
      if (e.type === 'RaceWon') return { ...e, payload: { type: 'RaceWon', seat: loser } };
      if (e.type === 'GameFinished') {
        const outcome = (e.payload as { outcome: { ranks: number[] } }).outcome;
        return {
          ...e,
          payload: { type: 'GameFinished', outcome: { ...outcome, ranks: [...outcome.ranks].reverse() } },
        };
      }
      return e;
    });
    expect(verifyGame(registry, forged, secret)).toContain(
      `seq ${game[lastRoll].seq}: a Rolled event with no command to re-decide`,
    );
  });

  it('reports a move whose command was removed even when its events were left as they were', () => {
    const stripped = rewritten(lastRoll, ({ command: _removed, ...rest }) => rest);
    expect(verifyGame(registry, stripped, secret)).toEqual([
      `seq ${game[lastRoll].seq}: a Rolled event with no command to re-decide`,
    ]);
  });

  it('reports an outcome told as a decision of its own: the game ended before its last move was played', () => {
    const beforeLastMove = game.slice(0, lastRoll);
    const ending = game
      .filter((e) => e.type === 'GameFinished' || e.type === 'SeedRevealed')
      .map((e, i) => ({ ...e, seq: lastRoll + 1 + i, causationId: 'forged' }));
    expect(verifyGame(registry, [...beforeLastMove, ...ending], secret)).toEqual([
      `seq ${lastRoll + 1}: a GameFinished event with no command to re-decide`,
    ]);
  });
});
