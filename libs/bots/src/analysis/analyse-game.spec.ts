import { simulateGame } from '@empires/engine-core';
import type { AnyRuleset, Outcome } from '@empires/rules-kernel';
import { riskEmpires } from '@empires/rules-risk-empires';
import { rulesetRegistry } from '@empires/rulesets';
import { diceRace } from '@empires/testing';
import { botsFor } from '../shipped';
import { analyseGame, type AnalysisBudget } from './analyse-game';
import { sharesOf } from '../shares';

const registry = rulesetRegistry([diceRace]);
const small: AnalysisBudget = { playouts: 4, maxPlayouts: 120, playoutCommands: 300 };

const finished = (ruleset: AnyRuleset, seats: number, options: unknown, playerSeed: number) => {
  const game = simulateGame({
    registry,
    ruleset,
    gameId: `g${playerSeed}`,
    seats,
    options,
    secret: '0123456789abcdef0123456789abcdef',
    seedHash: 'h',
    playerSeed,
    maxCommands: 20_000,
    now: () => '2026-01-01T00:00:00.000Z',
  });
  expect(game.finished).toBe(true);
  return game.envelopes;
};

const risk = finished(riskEmpires, 2, { roundLimit: 2 }, 3);
const race = finished(diceRace, 3, { target: 30 }, 5);
const analyse = (events: typeof risk, seed = 1, budget = small) =>
  analyseGame({ registry, bots: botsFor(riskEmpires.id), events, seed, budget });

describe('analyseGame', () => {
  it('ends the curve at the result: 1 for the winner, 0 for the others', () => {
    const { points } = analyse(risk);
    const finish = risk.find((e) => e.type === 'GameFinished')?.payload as { outcome: Outcome };
    expect(points.at(-1)!.chances).toEqual(sharesOf(finish.outcome, 2));
    expect(points.at(-1)!.chances).toContain(1);
  });

  it('splits the win among shared first places at the end', () => {
    expect(sharesOf({ ranks: [1, 2, 1], reason: 'tie' }, 3)).toEqual([0.5, 0, 0.5]);
  });

  it('gives chances that sum to 1 at every point, from the start of play to the end', () => {
    for (const events of [risk, race]) {
      const { points } = analyse(events);
      expect(points[0].turn).toBe(0);
      for (const p of points) expect(p.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
  });

  it('gives the same curve for the same seed, and another for another seed', () => {
    expect(analyse(risk, 7)).toEqual(analyse(risk, 7));
    expect(analyse(risk, 8).points).not.toEqual(analyse(risk, 7).points);
  });

  it('keeps within its budget however long the game: fewer lines per point, then fewer points', () => {
    const tight = analyse(risk, 1, { playouts: 50, maxPlayouts: 20, playoutCommands: 100 });
    expect(tight.playouts).toBeLessThanOrEqual(20);
    expect(tight.playoutsPerPoint).toBe(1);
    expect(tight.points.length).toBeLessThanOrEqual(21);
    const roomy = analyse(risk, 1);
    expect(roomy.playouts).toBeLessThanOrEqual(small.maxPlayouts);
  });

  it('marks the turns after which the mover’s chance fell the most, at most three a seat', () => {
    const { points, costly } = analyse(race);
    for (const c of costly) {
      const i = points.findIndex((p) => p.seq === c.seq);
      expect(points[i].seat).toBe(c.seat);
      expect(c.before - c.after).toBeGreaterThanOrEqual(0.15);
      expect(points[i - 1].chances[c.seat]).toBe(c.before);
    }
    for (const seat of [0, 1, 2]) expect(costly.filter((c) => c.seat === seat).length).toBeLessThanOrEqual(3);
  });
});
