import { calibrateHandicaps } from './calibration';
import type { GameStats } from './game-stats';

/** A finished game in which each seat ran the empire given, with the final score given. */
const game = (seats: readonly [empire: number, score: number][], error: string | null = null): GameStats => ({
  seed: 1,
  seats: seats.length,
  seated: [],
  commands: 0,
  events: 0,
  breakCount: 0,
  breaks: [],
  error,
  rounds: [],
  finalVP: [],
  finalStatus: [],
  finalAreas: [],
  scores: seats.map(([, score]) => score),
  seatEmpires: seats.map(([empire]) => empire),
});

describe('M26.5 calibration from the seats’ play', () => {
  const table = calibrateHandicaps([
    game([
      [5, 100],
      [2, 30],
    ]),
    game([
      [5, 90],
      [0, 70],
      [2, 40],
    ]),
    game([[0, 1000]], 'threw'),
  ]);

  it('gives each empire the best mean score less its own, rounded', () => {
    expect(table[5]).toMatchObject({ id: 'byzantium', handicap: 0, score: { n: 2, mean: 95 } });
    expect(table[0]).toMatchObject({ id: 'german-empire', handicap: 25, score: { n: 1, mean: 70 } });
    expect(table[2]).toMatchObject({ id: 'burgundy', handicap: 60, score: { n: 2, mean: 35 } });
  });

  it('leaves out games that stopped on an error, and has no handicap for an empire no seat ran', () => {
    expect(table[1]).toMatchObject({ handicap: null, score: { n: 0 } });
  });

  it('shows the table new games use beside it', () => {
    expect(table.map((e) => e.current)).toEqual([18, 20, 50, 49, 49, 0, 41]);
  });
});
