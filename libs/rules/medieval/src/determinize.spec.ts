import { Dice, isViolation, start, type Table } from '@empires/rules-kernel';
import { determinize } from './determinize';
import type { MedievalEvent } from './event-types';
import { randomPolicy } from './play/random-game';
import { medieval } from './ruleset';
import type { MedievalState } from './state';
import { E, opening, withEmpire } from './testing/fixtures';
import { playNext } from './testing/play-next';

/** A two-seat game stopped after 60 commands: the true state and the state seat 0 folds from redacted events. */
let memo: { truth: MedievalState; seen: MedievalState } | undefined;
const midGame = () => (memo ??= playMidGame());

function playMidGame(): { truth: MedievalState; seen: MedievalState } {
  const started = start<MedievalState, MedievalEvent>(medieval, { seats: 2, options: {} }, 11);
  if (isViolation(started)) throw new Error(started.message);
  let table = started.table;
  const events = started.recorded.map((r) => r.event);
  const dice = Dice.fromSeed(2);
  for (let i = 0; i < 60; i++) {
    const played = playNext(table, dice, randomPolicy);
    events.push(...played.recorded.map((r) => r.event));
    table = played.table;
  }
  const seen = events.reduce((s: MedievalState, e) => {
    const r = medieval.redact(e, 0);
    return r ? medieval.evolve(s, r) : s;
  }, medieval.initialState);
  return { truth: table.state, seen };
}

describe('determinize (M28.3): a world consistent with what a seat knows', () => {
  it('deals every hand again, as many Year Cards as it holds, none of them turned up this round and no card twice', () => {
    const { seen } = midGame();
    expect(seen.empires.some((e) => e.cards.length > 0 && e.cards.every((c) => c === 0))).toBe(true);
    const world = determinize(seen, 0, Dice.fromSeed(3));
    const cards = world.empires.flatMap((e) => e.cards);
    world.empires.forEach((e, i) => expect(e.cards).toHaveLength(seen.empires[i].cards.length));
    expect(new Set(cards).size).toBe(cards.length);
    expect(cards.every((c) => c >= 1 && c <= 56 && !seen.yearCardsSeen.includes(c))).toBe(true);
  });

  it("redeals the owner's own hand too: nobody has looked at it", () => {
    const { truth } = midGame();
    const worlds = [1, 2, 3, 4].map(
      (seed) => determinize(truth, 0, Dice.fromSeed(seed)).empires[truth.seats[0].empire].cards,
    );
    expect(new Set(worlds.map((h) => h.join())).size).toBeGreaterThan(1);
  });

  it('fills the hidden draw pile with cards in no discard pile and no hand, and shuffles it', () => {
    const { truth, seen } = midGame();
    expect(seen.pile).toContain(-1);
    const world = determinize(seen, 0, Dice.fromSeed(5));
    expect(world.pile).toHaveLength(seen.pile.length);
    const elsewhere = new Set([...seen.discard, ...seen.empires.flatMap((e) => [...e.held, ...e.lasting])]);
    expect(world.pile.every((c) => c >= 0 && !elsewhere.has(c))).toBe(true);
    expect([...world.pile].sort()).toEqual([...truth.pile].sort());
  });

  it('changes nothing public: map, gold, statures, held cards and whose turn it is', () => {
    const { seen } = midGame();
    const world = determinize(seen, 0, Dice.fromSeed(7));
    expect(world.areas).toBe(seen.areas);
    expect(world.empires.map(({ cards: _, ...rest }) => rest)).toEqual(
      seen.empires.map(({ cards: _, ...rest }) => rest),
    );
    expect({ ...world, empires: null, pile: null }).toEqual({ ...seen, empires: null, pile: null });
  });

  it("draws other seats' sealed ballots, bids and offers, and keeps the seat's own", () => {
    const base = withEmpire(opening(3), E.denmark, { status: 'independent' });
    const s: MedievalState = {
      ...base,
      parley: {
        kind: 'claim',
        caller: 0,
        area: 1,
        conqueror: -1,
        claimGiven: false,
        voterSeat: [0, 1, 2, -1, -1, -1, -1],
        ballots: [1, 0, null, 0, 0, 0, 0],
      },
      asylum: { empire: E.denmark, offers: [true, false, null], ties: [0, 0, 0] },
      allianceQueue: [{ empire: E.denmark, kind: 'roll', bids: [4, 0, null] }],
    };
    const worlds = Array.from({ length: 30 }, (_, seed) => determinize(s, 0, Dice.fromSeed(seed)));
    for (const w of worlds) {
      expect(w.parley!.ballots[0]).toBe(1);
      expect(w.parley!.ballots[2]).toBeNull();
      expect(w.parley!.ballots.slice(3)).toEqual([0, 0, 0, 0]);
      expect(w.asylum!.offers[0]).toBe(true);
      expect(w.allianceQueue[0].bids![0]).toBe(4);
      expect(w.allianceQueue[0].bids![2]).toBeNull();
    }
    expect(new Set(worlds.map((w) => w.parley!.ballots[1])).size).toBeGreaterThan(1);
    expect(new Set(worlds.map((w) => w.asylum!.offers[1])).size).toBe(2);
    expect(new Set(worlds.map((w) => w.allianceQueue[0].bids![1])).size).toBeGreaterThan(1);
  });

  it('gives a world the rules can play on (here to the end of the next round)', () => {
    const { seen } = midGame();
    let table: Table<MedievalState> = {
      state: { ...determinize(seen, 0, Dice.fromSeed(9)), lastRound: seen.round + 1 },
      rng: Dice.fromSeed(10).state,
      version: 0,
    };
    const dice = Dice.fromSeed(12);
    for (let i = 0; i < 5000 && table.state.phase !== 'ended'; i++) {
      table = playNext(table, dice).table;
    }
    expect(table.state.phase).toBe('ended');
  });

  it('leaves a game that is over as it is', () => {
    const over = { ...opening(1), phase: 'ended' as const };
    expect(determinize(over, 0, Dice.fromSeed(1))).toBe(over);
  });
});
