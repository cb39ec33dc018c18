import { seededRandom, Swiss, withRandom } from '../pairing-library';
import { Dice, openWith, playOut, randomRanks, run, started } from '../testing/tournament-fixtures';
import { tournamentView } from '../view';
import { swissInput } from './swiss';

describe('Swiss', () => {
  it('runs eight entrants over three rounds with nobody meeting anyone twice', () => {
    const { state } = playOut(started(openWith('swiss', 8)), randomRanks(Dice.fromSeed(8)));
    expect(state.status).toBe('finished');
    expect(state.played).toHaveLength(3);
    const pairs = state.played.flatMap((r) => r.pairings.map((p) => [...p.seats].sort().join('|')));
    expect(pairs).toHaveLength(12);
    expect(new Set(pairs).size).toBe(12);
  });

  it('pairs every round exactly as the library does given the same players and seed', () => {
    const { state, events } = playOut(started(openWith('swiss', 8)), randomRanks(Dice.fromSeed(2)));
    for (const round of state.played.slice(1)) {
      const before = { ...state, played: state.played.slice(0, round.round - 1), status: 'running' as const };
      const library = withRandom(seededRandom(state.settings!.seed, round.round), () =>
        Swiss(swissInput(before), round.round),
      );
      expect(round.pairings.map((p) => p.seats)).toEqual(
        library.map((m) => [m.player1, m.player2].filter((x) => x !== null)),
      );
      const audit = events.find((e) => e.type === 'TournamentRoundPaired' && e.round === round.round);
      expect(audit && 'audit' in audit && audit.audit?.input).toEqual(swissInput(before));
    }
  });

  it('pairs the same inputs differently under another seed, so the seed is what makes it repeatable', () => {
    const pairingsUnder = (seed: number) =>
      started(openWith('swiss', 16, { seed })).played[0].pairings.map((p) => p.seats);
    expect(pairingsUnder(1)).toEqual(pairingsUnder(1));
    expect(pairingsUnder(1)).not.toEqual(pairingsUnder(2));
  });

  it('gives the odd entrant out a bye worth a win, to someone who has had none', () => {
    const { state } = playOut(started(openWith('swiss', 5, { rounds: 2 })), () => [1, 2]);
    const byes = state.played.map((r) => r.pairings.filter((p) => p.kind === 'bye').map((p) => p.seats[0]));
    expect(byes.map((b) => b.length)).toEqual([1, 1]);
    expect(byes[1][0]).not.toBe(byes[0][0]);
    const standings = tournamentView(state).standings;
    const firstBye = standings.find((r) => r.entrantId === byes[0][0])!;
    expect(firstBye).toMatchObject({ byes: 1, points: 1 + firstBye.wins });
  });

  it('restores Math.random after pairing', () => {
    const before = Math.random;
    run([], started(openWith('swiss', 4)));
    expect(Math.random).toBe(before);
  });
});
