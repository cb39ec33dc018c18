import { CLUBS } from '../data/empire';
import { invariants } from '../invariants';
import { act } from '../testing/decisions';
import { board, inStep, opening, T, withEmpire } from '../testing/fixtures';

describe('Table 4, 9 of clubs: Air Drop armies when the game ends', () => {
  it('go back to their stock if the defender resigns while choosing about its city, ending the game', () => {
    const s = withEmpire(inStep(board(opening(2), { alaska: [0, 6], brazil: [1, 2, 1] }), 'attack', 0), 0, CLUBS, 9);
    const dropped = act(s, 0, { type: 'AirDrop', from: T('alaska'), to: T('brazil') }).state;
    expect(dropped.attack?.battle?.asking).toBe(true);
    const { events, state } = act(dropped, 1, { type: 'Resign' });
    expect(events.map((e) => e.type)).toContain('GameEnded');
    expect(invariants(state)).toEqual([]);
  });
});
