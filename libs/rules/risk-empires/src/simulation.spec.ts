import { riskEmpires as R } from './ruleset';
import { randomGame } from './testing/random-game';

describe('simulation', () => {
  it('300 random legal games of 2 to 6 players, every set-up, reach their end with no invariant broken', () => {
    const reasons = new Map<string, number>();
    let commands = 0;
    for (let g = 0; g < 300; g++) {
      const seats = 2 + (g % 5);
      const setup = (['standard', 'byChoice', 'dealt'] as const)[g % 3];
      const game = randomGame(
        seats,
        1000 + g,
        { roundLimit: 1 + (g % 10), setup, armyStock: g % 7 === 0 ? 40 : 100 },
        400,
      );
      for (const step of game.steps) {
        const broken = R.invariants(step.after);
        if (broken.length) throw new Error(`game ${g}: ${broken.join('; ')} after ${JSON.stringify(step.command)}`);
      }
      const outcome = R.outcome(game.final);
      expect(outcome?.ranks).toHaveLength(seats);
      const reason = game.final.ended?.reason ?? 'none';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      commands += game.steps.length;
    }
    expect(reasons.get('roundLimit')).toBeGreaterThan(0);
    expect(commands).toBeGreaterThan(50000);
  });
});
