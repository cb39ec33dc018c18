import { playForStats, type GameStats } from './game-stats';
import { summarize } from './report';

describe('simulation figures (M26.5)', () => {
  it('records per round what every empire gained and lost, and the final VP, with no broken invariant', () => {
    const g = playForStats({ seats: 2, seed: 4, options: { roundLimit: 2 } });
    expect(g.error).toBeNull();
    expect(g.breakCount).toBe(0);
    expect(g.rounds).toHaveLength(2);
    expect(g.finalVP).toHaveLength(7);
    expect(g.seated.filter(Boolean)).toHaveLength(2);
    expect(g.scores).toHaveLength(2);
  });

  it('a game the rules play alone is played in set-up and counted like any other', () => {
    const g = playForStats({ seats: 0, seed: 5, options: { roundLimit: 1 } });
    expect(g).toMatchObject({ commands: 0, error: null, breakCount: 0 });
    expect(g.rounds[0].independent.filter(Boolean)).toHaveLength(7);
  });

  it('summarizes shares of empire-rounds with a gain or a loss, and calibrates handicaps to the best empire', () => {
    const game = (vp: number[], gained: number[], lost: number[]): GameStats => ({
      seed: 1,
      seats: 0,
      seated: vp.map(() => false),
      commands: 0,
      events: 10,
      breakCount: 0,
      breaks: [],
      error: null,
      rounds: [{ independent: vp.map(() => true), gained, lost }],
      finalVP: vp,
      finalStatus: vp.map(() => 'independent'),
      finalAreas: vp.map(() => 1),
      scores: [],
      seatEmpires: [],
    });
    const s = summarize([game([80, 60, 20, 20, 30, 90, 40], [1, 0, 0, 0, 0, 2, 0], [0, 0, 1, 0, 0, 0, 0])]);
    expect(s.independents).toMatchObject({ rounds: 7, gainedShare: 2 / 7, lostShare: 1 / 7, gainedMean: 3 / 7 });
    expect(s.empires.map((e) => e.calibrated)).toEqual([10, 30, 70, 70, 60, 0, 50]);
    expect(s.spread).toBe(70);
  });
});
