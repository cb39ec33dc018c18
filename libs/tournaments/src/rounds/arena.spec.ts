import type { StandingView } from '@empires/contracts';
import type { TournamentEvent } from '../events';
import { standingsOf } from '../standings/standings';
import { Dice, openWith, ORGANIZER, run } from '../testing/tournament-fixtures';
import { fold, type TournamentState } from '../state';
import { tournamentView } from '../view';
import { playing } from './arena';

const T0 = Date.parse('2030-01-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const arena = (count: number, tableSize = 2) =>
  openWith('arena', count, { tableSize, minTableSize: tableSize, durationSeconds: 60, lateEntry: false, rounds: null });
const start = (s: TournamentState) => run([{ type: 'Start', by: ORGANIZER, at: at(0) }], s);
const openGames = (s: TournamentState) =>
  s.played.flatMap((r) => r.pairings).filter((p) => p.kind === 'game' && !p.result);
const result = (s: TournamentState, gameId: string, ranks: number[], seconds: number) =>
  run([{ type: 'RecordResult', gameId, result: { ranks, reason: 'test' }, at: at(seconds) }], s);
const pointsOf = (s: TournamentState, id: string) => standingsOf(s).find((r) => r.entrantId === id)!.points;

describe('arena', () => {
  it('pairs everyone at the start, closest in rating, and ends its duration after', () => {
    const { state, events } = start(arena(12));
    expect(events[0]).toMatchObject({ type: 'TournamentStarted', endsAt: at(60), rounds: null });
    expect(state.played[0].pairings.map((p) => [...p.seats].sort())).toEqual([
      ['bot-11', 'bot-12'],
      ['bot-10', 'bot-9'],
      ['bot-7', 'bot-8'],
      ['bot-5', 'bot-6'],
      ['bot-3', 'bot-4'],
      ['bot-1', 'bot-2'],
    ]);
  });

  it('pairs a freed player as soon as someone new is free, never with the opponent it just played', () => {
    let s = start(arena(6)).state;
    const [first, second] = openGames(s);
    s = result(s, first.gameId!, [1, 2], 5).state;
    expect(openGames(s)).toHaveLength(2); // the two freed have only each other: they wait
    const out = result(s, second.gameId!, [2, 1], 6);
    const paired = out.events.find((e) => e.type === 'TournamentRoundPaired');
    expect(paired).toMatchObject({ pairedAt: at(6) });
    for (const table of (paired as Extract<TournamentEvent, { type: 'TournamentRoundPaired' }>).pairings) {
      expect([...table.seats].sort()).not.toEqual([...first.seats].sort());
      expect([...table.seats].sort()).not.toEqual([...second.seats].sort());
    }
  });

  it('scores win 2, draw 1, loss 0, doubled after two wins in a row until a game is not won', () => {
    // Games folded straight in (pairing is not under test): bot-1 against each of the others in turn.
    let s = start(arena(4)).state;
    s = { ...s, played: [] };
    const outcomes = ['win', 'win', 'win', 'draw', 'win', 'win', 'loss', 'win'] as const;
    const after: number[] = [];
    outcomes.forEach((outcome, i) => {
      const round = i + 1;
      const gameId = `g${round}`;
      const ranks = outcome === 'win' ? [1, 2] : outcome === 'draw' ? [1, 1] : [2, 1];
      s = fold(
        [
          {
            type: 'TournamentRoundPaired',
            round,
            pairings: [{ table: 1, kind: 'game', gameId, seats: ['bot-1', `bot-${2 + (i % 3)}`] }],
          },
          { type: 'TournamentGameFinished', round, gameId, result: { ranks, reason: 'test' } },
        ],
        s,
      );
      after.push(pointsOf(s, 'bot-1'));
    });
    expect(after).toEqual([2, 4, 8, 10, 12, 14, 14, 16]);
  });

  it('scores N seats by place, N-1 down to 0 with ties sharing, doubling after two outright firsts', () => {
    let s = start(arena(8, 4)).state;
    expect(openGames(s)).toHaveLength(2);
    const [t1, t2] = openGames(s);
    s = result(s, t1.gameId!, [1, 2, 2, 4], 1).state;
    expect(t1.seats.map((id) => pointsOf(s, id))).toEqual([3, 1.5, 1.5, 0]);
    s = result(s, t2.gameId!, [1, 1, 3, 4], 2).state;
    expect(t2.seats.map((id) => pointsOf(s, id))).toEqual([2.5, 2.5, 1, 0]);
  });

  it('pairs nobody after its end, and finishes with its last game', () => {
    let s = start(arena(4)).state;
    const [g1, g2] = openGames(s);
    s = result(s, g1.gameId!, [1, 2], 61).state;
    expect(openGames(s)).toHaveLength(1);
    const out = result(s, g2.gameId!, [1, 2], 62);
    expect(out.events.map((e) => e.type)).toEqual(['TournamentGameFinished', 'TournamentFinished']);
  });

  it('forfeits the game of an entrant who withdraws: pairs its opponent on, or after the end, finishes with it', () => {
    let s = start(arena(5)).state;
    const [g1, g2] = openGames(s);
    s = result(s, g1.gameId!, [1, 2], 5).state; // two free, who just met, and the one left over
    const before = run([{ type: 'Withdraw', by: ORGANIZER, entrantId: g2.seats[0], at: at(6) }], s);
    expect(before.events.map((e) => e.type)).toEqual([
      'TournamentPlayerWithdrawn',
      'TournamentGameFinished',
      'TournamentRoundPaired',
    ]);
    const forfeited = before.state.played.flatMap((r) => r.pairings).find((p) => p.gameId === g2.gameId);
    expect(forfeited?.result?.ranks).toEqual([2, 1]);

    let late = start(arena(4)).state;
    const [h1, h2] = openGames(late);
    late = result(late, h1.gameId!, [1, 2], 61).state;
    const after = run([{ type: 'Withdraw', by: ORGANIZER, entrantId: h2.seats[1], at: at(62) }], late);
    expect(after.events.map((e) => e.type)).toEqual([
      'TournamentPlayerWithdrawn',
      'TournamentGameFinished',
      'TournamentFinished',
    ]);
  });

  it('finishes at its end by the schedule when no game is running, and waits for those that are', () => {
    let s = start(arena(4)).state;
    const running = run([{ type: 'RunSchedule', at: at(60) }], s);
    expect(running.events).toEqual([]);
    for (const g of openGames(s)) s = result(s, g.gameId!, [1, 2], 70).state;
    expect(s.status).toBe('finished');
  });

  it('keeps standings live, equal at every step to a recomputation from the events alone', () => {
    const dice = Dice.fromSeed(11);
    let { state: s, events } = start(arena(12));
    for (let second = 1; s.status === 'running' && second < 200; second++) {
      const open = openGames(s);
      const g = open[dice.int(0, open.length - 1)];
      const roll = dice.int(0, 4);
      const ranks = roll === 0 ? [1, 1] : roll < 3 ? [1, 2] : [2, 1];
      const out = result(s, g.gameId!, ranks, second / 2);
      events = [...events, ...out.events];
      s = out.state;
      expect(pointsById(standingsOf(s))).toEqual(
        recomputed(
          s.entrants.map((x) => x.entrantId),
          events,
        ),
      );
    }
    expect(s.status).toBe('finished');
    expect(playing(s).size).toBe(0);
    expect(events.filter((e) => e.type === 'TournamentGameFinished').length).toBeGreaterThan(60);
    // Each table shows the arena points its game gave, streaks included: they add up to the standings.
    const shown = new Map<string, number>();
    for (const r of tournamentView(s).roundsPlayed)
      for (const p of r.pairings)
        for (const seat of p.seats) shown.set(seat.entrantId, (shown.get(seat.entrantId) ?? 0) + (seat.points ?? 0));
    for (const row of standingsOf(s)) expect(shown.get(row.entrantId) ?? 0).toBe(row.points);
  });
});

const pointsById = (rows: readonly StandingView[]) => Object.fromEntries(rows.map((r) => [r.entrantId, r.points]));

/** Arena points from the events alone, as an outsider would add them up: win 2, draw 1, doubled on a streak of two wins. */
function recomputed(entrants: readonly string[], events: readonly TournamentEvent[]): Record<string, number> {
  const seatsOf = new Map<string, readonly string[]>();
  const points: Record<string, number> = Object.fromEntries(entrants.map((id) => [id, 0]));
  const streak: Record<string, number> = {};
  for (const e of events) {
    if (e.type === 'TournamentRoundPaired') for (const p of e.pairings) seatsOf.set(p.gameId!, p.seats);
    if (e.type !== 'TournamentGameFinished') continue;
    const seats = seatsOf.get(e.gameId)!;
    seats.forEach((id, seat) => {
      const [mine, theirs] = [e.result.ranks[seat], e.result.ranks[1 - seat]];
      const base = mine < theirs ? 2 : mine === theirs ? 1 : 0;
      points[id] += (streak[id] ?? 0) >= 2 ? base * 2 : base;
      streak[id] = mine < theirs ? (streak[id] ?? 0) + 1 : 0;
    });
  }
  return points;
}
