import { checkEach, playToEnd } from './play-to-end';
import type { AnyRuleset } from './ruleset';
import { violation } from './violation';

/** A toy game: two seats take turns counting down from 3; at 0 it is over. */
type Event = { type: 'Counted'; to: number };
type Command = { type: 'Count' };
interface State {
  left: number;
  turn: number;
}

const countdown = {
  initialState: { left: 3, turn: 0 },
  setup: () => [],
  decide: (s: State, _c: Command, seat: number) =>
    seat === s.turn ? [{ type: 'Counted', to: s.left - 1 }] : violation('NOT_YOUR_TURN', 'wait'),
  evolve: (s: State, e: Event) => ({ left: e.to, turn: 1 - s.turn }),
  toAct: (s: State) => (s.left > 0 ? [s.turn] : []),
  legalActions: () => [{ type: 'Count' }],
} as unknown as AnyRuleset;

const count = (_s: State, _seat: number): Command => ({ type: 'Count' });

describe('a game played to its end', () => {
  it('lets the seat to act choose each command until the game is over, checking every event', () => {
    const seen: number[] = [];
    const played = playToEnd<State, Command, Event, unknown>(
      countdown,
      { seats: 2, seed: 1, check: (s) => seen.push(s.left) },
      { over: (s) => s.left === 0, choose: count, maxCommands: 10 },
    );
    expect(played.commands.map((c) => c.seat)).toEqual([0, 1, 0]);
    expect(played.recorded.map((r) => r.event.to)).toEqual([2, 1, 0]);
    expect(played.table.state.left).toBe(0);
    expect(seen).toEqual([2, 1, 0]);
  });

  it('throws when nobody acts in a game that is not over', () => {
    expect(() =>
      playToEnd<State, Command, Event, unknown>(
        countdown,
        { seats: 2, seed: 1 },
        { over: () => false, choose: count, maxCommands: 10 },
      ),
    ).toThrow('nobody acts after 3 commands of a game that is not over');
  });

  it('throws when the game runs past the most commands it is given', () => {
    expect(() =>
      playToEnd<State, Command, Event, unknown>(
        countdown,
        { seats: 2, seed: 1, maxCommands: 1 },
        { over: (s) => s.left === 0, choose: count, maxCommands: 10 },
      ),
    ).toThrow('the game did not end');
  });

  it('checks events folded from a given state', () => {
    const seen: State[] = [];
    checkEach(countdown, { left: 3, turn: 0 }, [{ event: { type: 'Counted', to: 2 } }], (s) => seen.push(s));
    expect(seen).toEqual([{ left: 2, turn: 1 }]);
  });
});
