import { repairFromAudit } from '../pairing/audit';
import { Dice, openWith, playOut, randomRanks, run, started } from '../testing/tournament-fixtures';
import { tournamentView } from '../view';
import { pairSwiss } from './swiss';

describe('Swiss', () => {
  it('runs eight entrants over three rounds with nobody meeting anyone twice', () => {
    const { state } = playOut(started(openWith('swiss', 8)), randomRanks(Dice.fromSeed(8)));
    expect(state.status).toBe('finished');
    expect(state.played).toHaveLength(3);
    const pairs = state.played.flatMap((r) => r.pairings.map((p) => [...p.seats].sort().join('|')));
    expect(pairs).toHaveLength(12);
    expect(new Set(pairs).size).toBe(12);
  });

  it('pairs every round again from its recorded audit alone, to the same tables', () => {
    const { state, events } = playOut(started(openWith('swiss', 9)), randomRanks(Dice.fromSeed(2)));
    const paired = events.filter((e) => e.type === 'TournamentRoundPaired');
    expect(paired).toHaveLength(state.played.length - 1); // round one was paired by the start
    for (const round of state.played) {
      const before = { ...state, played: state.played.slice(0, round.round - 1), status: 'running' as const };
      const { audit } = pairSwiss(before, round.round);
      expect(audit).toMatchObject({ library: 'empires-pairings@1', method: 'Swiss', round: round.round, seed: 42 });
      const recorded = paired.find((e) => e.round === round.round);
      if (recorded) expect(recorded.audit).toEqual(audit);
      // Only the audit: JSON as it is stored, nothing of the tournament's state.
      const again = repairFromAudit(JSON.parse(JSON.stringify(audit)));
      expect(again.map((p) => p.seats)).toEqual(round.pairings.map((p) => p.seats));
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

  it('ends once everyone has met everyone, before its planned rounds, rather than hand out a bye a round', () => {
    const { state } = playOut(started(openWith('swiss', 4, { rounds: 5 })), () => [1, 2]);
    expect(state.status).toBe('finished');
    expect(state.played).toHaveLength(3);
    expect(state.played.flatMap((r) => r.pairings.map((p) => p.kind))).toEqual(Array(6).fill('game'));
    expect(tournamentView(state).standings.every((r) => r.byes === 0 && r.games === 3)).toBe(true);

    const two = playOut(started(openWith('swiss', 2, { rounds: 4 })), () => [1, 2]).state;
    expect(two.status).toBe('finished');
    expect(two.played).toHaveLength(1);
    expect(two.champion).toBe(two.played[0].pairings[0].seats[0]);
  });

  it('draws its ties from the tournament seed, never from Math.random', () => {
    const random = jest.spyOn(Math, 'random');
    try {
      run([], started(openWith('swiss', 7)));
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });
});
