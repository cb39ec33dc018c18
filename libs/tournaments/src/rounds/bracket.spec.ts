import { tournamentView } from '../view';
import { Dice, openWith, ORGANIZER, playOut, randomRanks, run, started } from '../testing/tournament-fixtures';

const games = (s: ReturnType<typeof started>) => s.played.flatMap((r) => r.pairings.filter((p) => p.kind === 'game'));

describe('elimination brackets', () => {
  it('plays six entrants down to one champion: two play-in games, two semi-finals and a final', () => {
    const { state } = playOut(started(openWith('single-elimination', 6)), randomRanks(Dice.fromSeed(6)));
    expect(state.status).toBe('finished');
    expect(state.played.map((r) => r.pairings.filter((p) => p.kind === 'game').length)).toEqual([2, 2, 1]);
    const final = state.played[2].pairings[0];
    const champion = final.seats[final.result!.ranks.indexOf(1)];
    expect(state.champion).toBe(champion);
    const places = run([], state).state;
    expect(places.champion).toBe(champion);
  });

  it('gives the two best seeds the byes into the semi-finals', () => {
    const s = started(openWith('single-elimination', 6));
    const firstRound = s.played[0].pairings.flatMap((p) => p.seats);
    expect(firstRound).not.toContain('bot-6');
    expect(firstRound).not.toContain('bot-5');
  });

  it('ranks the champion first, the finalist second and the semi-finalists third together', () => {
    const { state } = playOut(started(openWith('single-elimination', 6)), () => [1, 2]);
    const { standings } = tournamentView(state);
    expect(standings.map((r) => r.place)).toEqual([1, 2, 3, 3, 5, 5]);
    expect(standings[0].entrantId).toBe(state.champion);
  });

  it('decides a tie by the better seed', () => {
    const { state } = playOut(started(openWith('single-elimination', 4)), () => [1, 1]);
    expect(state.champion).toBe('bot-4');
  });

  it('sends a player who withdrew between rounds out by walkover', () => {
    const s = started(openWith('single-elimination', 4, { advance: 'manual' }));
    const afterOne = playOut(s, () => [1, 2]).state;
    const finalist = afterOne.played[0].pairings[0].seats[0];
    const other = afterOne.played[0].pairings[1].seats[0];
    const next = run(
      [
        { type: 'Withdraw', by: ORGANIZER, entrantId: finalist },
        { type: 'Advance', by: ORGANIZER },
      ],
      afterOne,
    ).state;
    expect(next.status).toBe('finished');
    expect(next.played[1].pairings[0]).toMatchObject({ kind: 'walkover', seats: [other], forfeits: [finalist] });
    expect(next.champion).toBe(other);
  });

  it.each([4, 5, 6, 7, 8, 11])(
    'runs a double elimination of %i to one champion, everyone else out after two losses',
    (n) => {
      const { state } = playOut(started(openWith('double-elimination', n)), randomRanks(Dice.fromSeed(n)));
      expect(state.status).toBe('finished');
      expect(state.champion).toBeTruthy();
      const losses = new Map<string, number>();
      for (const g of games(state)) {
        const loser = g.seats[g.result!.ranks.indexOf(2)];
        losses.set(loser, (losses.get(loser) ?? 0) + 1);
      }
      // One grand final, no reset: its loser may have lost only once.
      expect([...losses.values()].every((l) => l <= 2)).toBe(true);
      expect(losses.get(state.champion!) ?? 0).toBeLessThanOrEqual(1);
      expect(games(state).length).toBe(2 * n - 2);
    },
  );
});
