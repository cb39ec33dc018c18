import { verifyGame } from '../verify';
import { rulesetRegistry } from '@empires/rulesets';
import { diceRace, nim } from '@empires/testing';
import { simulateGame, type SimulationSpec } from './simulate-game';

const registry = rulesetRegistry([diceRace]);
const spec = (over: Partial<SimulationSpec>): SimulationSpec => ({
  registry,
  ruleset: diceRace,
  gameId: 'g1',
  seats: 3,
  options: { target: 30 },
  secret: '0123456789abcdef0123456789abcdef',
  seedHash: 'h',
  playerSeed: 7,
  maxCommands: 10_000,
  now: () => '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('simulateGame', () => {
  it('plays a game to its end as the engine records it: gapless seqs, lifecycle first and last', () => {
    const game = simulateGame(spec({}));
    expect(game.problems).toEqual([]);
    expect(game.finished).toBe(true);
    expect(game.envelopes.map((e) => e.seq)).toEqual(game.envelopes.map((_, i) => i + 1));
    expect(game.envelopes[0].type).toBe('GameCreated');
    expect(game.envelopes.at(-1)?.type).toBe('SeedRevealed');
  });

  it('records each move on its first event, so anyone can re-run the game from its revealed seed', () => {
    const game = simulateGame(spec({}));
    expect(game.envelopes.filter((e) => e.command !== undefined).length).toBeGreaterThan(0);
    expect(verifyGame(registry, game.envelopes, spec({}).secret)).toEqual([]);
  });

  it('gives the same events for the same seeds, and others for another secret', () => {
    const payloads = (s: Partial<SimulationSpec>) => simulateGame(spec(s)).envelopes.map((e) => e.payload);
    expect(payloads({})).toEqual(payloads({}));
    expect(payloads({ secret: 'fedcba9876543210fedcba9876543210' })).not.toEqual(payloads({}));
  });

  it('stops at the command cap and says the game did not finish', () => {
    const game = simulateGame(
      spec({ registry: rulesetRegistry([nim]), ruleset: nim, seats: 2, options: { pile: 1000 }, maxCommands: 20 }),
    );
    expect(game.finished).toBe(false);
    expect(game.commands).toBe(20);
  });
});
