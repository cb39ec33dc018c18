import { redactBy, visibilityBy, type Secrets } from './secrets';
import type { AnyRuleset } from './ruleset';
import { playTwins, SecretLeaked, type TwinSpec } from './twin-games';
import { violation } from './violation';

/**
 * A toy game: five cards shuffled, one dealt face down to each of three seats; in turn a seat
 * shows its card or passes; after three turns it is over.
 */
type Event =
  | { type: 'Shuffled'; deck: number[] }
  | { type: 'Dealt'; seat: number; card: number }
  | { type: 'Shown'; seat: number; card: number }
  | { type: 'Passed'; seat: number };
type Command = { type: 'Show' } | { type: 'Pass' };
interface State {
  hands: number[];
  turn: number;
}

const secrets: Secrets<State, Event, unknown> = {
  secrets: [{ what: 'a seat’s card', from: 'the others', until: 'shown', rule: 'toy' }],
  events: {
    Shuffled: { seenBy: () => [], masked: (e) => ({ ...e, deck: e.deck.map(() => -1) }) },
    Dealt: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, card: -1 }) },
  },
  revealedBy: ['Shown'],
  view: (s, viewer) => ({ ...s, hands: s.hands.map((c, seat) => (seat === viewer ? c : -1)) }),
};

function toy(overrides: Partial<AnyRuleset> = {}, declared = secrets): AnyRuleset {
  const rules: Partial<AnyRuleset> = {
    initialState: { hands: [], turn: 0 },
    secrets: declared,
    setup: (_config, dice) => {
      const deck = dice.shuffle([0, 1, 2, 3, 4]);
      return [{ type: 'Shuffled', deck }, ...[0, 1, 2].map((seat) => ({ type: 'Dealt', seat, card: deck[seat] }))];
    },
    decide: (s: State, c: Command, seat: number) => {
      if (seat !== s.turn) return violation('NOT_YOUR_TURN', `seat ${s.turn} is to act`);
      return [c.type === 'Show' ? { type: 'Shown', seat, card: s.hands[seat] } : { type: 'Passed', seat }];
    },
    evolve: (s: State, e: Event) =>
      e.type === 'Dealt'
        ? { ...s, hands: [...s.hands, e.card] }
        : e.type === 'Shuffled'
          ? s
          : { ...s, turn: s.turn + 1 },
    legalActions: (s: State, seat: number) => (seat === s.turn ? [{ type: 'Pass' }, { type: 'Show' }] : []),
    toAct: (s: State) => [s.turn],
    outcome: (s: State) => (s.turn === 3 ? { ranks: [1, 1, 1], reason: 'three turns' } : null),
    view: declared.view,
    redact: redactBy(declared),
    visibility: visibilityBy(declared),
    ...overrides,
  };
  return rules as AnyRuleset;
}

/** Seat 0's card swapped with one left in the deck: only seat 0 can tell the games apart. */
const spec: TwinSpec = {
  config: { seats: 3, options: {} },
  seed: 1,
  twist: { call: 0, i: 0, j: 4 },
  policySeed: 2,
  maxCommands: 10,
  probes: 2,
  avoid: (a) => a.type === 'Show',
};

describe('twin games: a secret declared and kept, or leaked', () => {
  it('rules that keep the secret: seat 0 learns the difference, the other seats and spectators never do', () => {
    const report = playTwins(toy(), spec);
    expect(report).toMatchObject({ differed: true, ended: true, revealedBy: null, blind: ['spectator', 1, 2] });
    expect(report.comparisons).toBeGreaterThan(0);
  });

  it('a declared reveal ends the comparison where the card is shown', () => {
    expect(playTwins(toy(), { ...spec, avoid: (a) => a.type === 'Pass' }).revealedBy).toBe('Shown');
  });

  it('a view that shows every hand is caught', () => {
    expect(() => playTwins(toy({ view: (s: State) => s }), spec)).toThrow(
      /spectator tells the games apart by the view/,
    );
  });

  it('an event whose mask keeps the card is caught', () => {
    const leaky = {
      ...secrets,
      events: { ...secrets.events, Dealt: { seenBy: (e: { seat: number }) => [e.seat], masked: (e: Event) => e } },
    };
    expect(() => playTwins(toy({}, leaky), spec)).toThrow(/spectator tells the games apart by the events/);
  });

  it('an event shown to everyone that the declaration does not name as a reveal is caught', () => {
    const leaky = {
      ...secrets,
      events: { ...secrets.events, Dealt: { seenBy: () => 'everyone' as const, masked: (e: Event) => e } },
    };
    expect(() => playTwins(toy({}, leaky), spec)).toThrow(SecretLeaked);
  });

  it('an answer that names another seat’s card is caught', () => {
    const decide = (s: State, c: Command, seat: number) =>
      seat !== s.turn
        ? violation('NOT_YOUR_TURN', `seat ${s.turn}, who holds ${s.hands[s.turn]}, is to act`)
        : [{ type: 'Passed', seat }];
    expect(() => playTwins(toy({ decide }), spec)).toThrow(/tells the games apart by the answer/);
  });

  it('legal actions that depend on another seat’s card are caught', () => {
    const legalActions = () => [
      { type: 'Pass', hint: 'seat 0 holds a card' },
      { type: 'Pass', card: 'the one seat 0 holds' },
    ];
    const leaky = (s: State) => [{ type: 'Pass', hint: s.hands[0] }];
    expect(() => playTwins(toy({ legalActions }), spec)).not.toThrow();
    expect(() => playTwins(toy({ legalActions: leaky }), spec)).toThrow(/1 tells the games apart by the legal actions/);
  });
});
