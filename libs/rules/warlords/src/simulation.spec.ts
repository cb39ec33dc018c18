import { playRandomGame } from './play/random-game';
import { warlords } from './ruleset';

describe('S004 simulation', () => {
  it('S004 simulation: 300 random legal games of 2-6 players end (one in five with the draft), with invariants holding after every event', () => {
    const reasons: Record<string, number> = {};
    for (let g = 0; g < 300; g++) {
      const seats = 2 + (g % 5);
      const game = playRandomGame({
        seats,
        seed: 7000 + g,
        options: {
          board: seats === 2 && g % 2 ? 'duel' : 'six-empires',
          sides: g % 4 ? 'auto' : 'choose',
          placement: g % 3 ? 'auto' : 'manual',
          roundLimit: 3 + (g % 6),
          ...(g % 5 === 4 ? { generals: 'draft' as const, draftBans: g % 3, draftForces: g % 2 } : {}),
        },
        check: (s, e) => {
          const broken = warlords.invariants(s);
          if (broken.length) throw new Error(`game ${g}: ${broken.join('; ')} after ${e.type}`);
        },
      });
      const outcome = warlords.outcome(game.table.state);
      expect(outcome?.ranks).toHaveLength(seats);
      expect(warlords.invariants(game.table.state)).toEqual([]);
      const reason = outcome?.reason ?? 'none';
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    expect(reasons['round limit']).toBeGreaterThan(0);
  });
});
