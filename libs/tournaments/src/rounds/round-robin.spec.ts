import { Dice, openWith, ORGANIZER, playOut, randomRanks, run, started } from '../testing/tournament-fixtures';

describe('round robin', () => {
  it('plays five entrants in five rounds, everyone meeting everyone once, one bye a round', () => {
    const { state } = playOut(started(openWith('round-robin', 5)), randomRanks(Dice.fromSeed(5)));
    expect(state.status).toBe('finished');
    expect(state.played).toHaveLength(5);
    const pairs = state.played.flatMap((r) =>
      r.pairings.filter((p) => p.kind === 'game').map((p) => [...p.seats].sort().join('|')),
    );
    expect(new Set(pairs).size).toBe(10);
    expect(state.played.map((r) => r.pairings.filter((p) => p.kind === 'bye').length)).toEqual([1, 1, 1, 1, 1]);
  });

  it("turns a withdrawn entrant's scheduled games into byes for its opponents", () => {
    const s = started(openWith('round-robin', 4, { advance: 'manual' }));
    const afterOne = playOut(s, () => [1, 2]).state;
    const next = run(
      [
        { type: 'Withdraw', by: ORGANIZER, entrantId: 'bot-1' },
        { type: 'Advance', by: ORGANIZER },
      ],
      afterOne,
    ).state;
    expect(next.played[1].pairings.map((p) => p.kind).sort()).toEqual(['bye', 'game']);
    expect(next.played[1].pairings.flatMap((p) => p.seats)).not.toContain('bot-1');
  });
});
