import fc from 'fast-check';
import { Dice, isViolation, play, replay, sampleAction, start } from '@empires/rules-kernel';
import { W } from './codes';
import type { WarlordsCommand } from './commands';
import type { WarlordsEvent } from './events';
import { playRandomGame } from './play/random-game';
import { warlords } from './ruleset';
import type { WarlordsState } from './state';

const arb = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer(),
  rounds: fc.integer({ min: 1, max: 4 }),
  manual: fc.boolean(),
});
const spec = ({ seats, seed, rounds, manual }: { seats: number; seed: number; rounds: number; manual: boolean }) => ({
  seats,
  seed,
  options: {
    sides: manual ? ('choose' as const) : ('auto' as const),
    placement: manual ? ('manual' as const) : ('auto' as const),
    roundLimit: rounds,
  },
});

/** The state before each command of a random game, with who acted. */
function states(g: ReturnType<typeof spec>): { state: WarlordsState; seat: number }[] {
  const game = playRandomGame(g);
  const started = start<WarlordsState, WarlordsEvent>(warlords, { seats: g.seats, options: g.options }, g.seed);
  if (isViolation(started)) throw new Error(started.message);
  const out: { state: WarlordsState; seat: number }[] = [];
  let table = started.table;
  for (const c of game.commands) {
    out.push({ state: table.state, seat: c.seat });
    const played = play<WarlordsState, WarlordsEvent>(warlords, table, c.command, c.seat);
    if (isViolation(played)) throw new Error(played.message);
    table = played.table;
  }
  return out;
}

const CODES = new Set<string>(Object.values(W));

describe('S004 properties of random games', () => {
  it('S004 invariants: regiments are conserved, no two pieces share a space, no general passes his cap, after every event', () => {
    fc.assert(
      fc.property(arb, (g) => {
        playRandomGame({
          ...spec(g),
          check: (s, e) => {
            const broken = warlords.invariants(s);
            if (broken.length) throw new Error(`${broken.join('; ')} after ${e.type}`);
          },
        });
      }),
      { numRuns: 12 },
    );
  });

  it('S004 determinism: the same seed and the same commands give the same events', () => {
    fc.assert(
      fc.property(arb, (g) => {
        const a = playRandomGame(spec(g));
        const b = playRandomGame(spec(g));
        expect(b.recorded).toEqual(a.recorded);
        expect(replay<WarlordsState, WarlordsEvent>(warlords, a.recorded, g.seed).state).toEqual(a.table.state);
      }),
      { numRuns: 6 },
    );
  });

  it('S004 legal actions: every sampled listed action is accepted by decide', () => {
    fc.assert(
      fc.property(arb, fc.integer(), (g, pick) => {
        const policy = Dice.fromSeed(pick);
        const all = states(spec(g));
        for (let k = 0; k < all.length; k += 3) {
          const { state } = all[k];
          for (const seat of warlords.toAct(state)) {
            for (const action of warlords.legalActions(state, seat)) {
              const command = sampleAction<WarlordsCommand>(action, policy);
              const out = warlords.decide(state, command, seat, Dice.fromSeed(pick));
              if (isViolation(out)) throw new Error(`${out.code} for listed ${JSON.stringify(command)}`);
            }
          }
        }
      }),
      { numRuns: 5 },
    );
  });

  it('S004 violations: an illegal command is refused with a stable code and changes nothing', () => {
    const command = fc.record({
      type: fc.constantFrom(
        'ChooseEmpire',
        'ChooseTurnPlace',
        'PlaceTown',
        'PlaceGeneral',
        'RaiseRegiments',
        'DismissRegiments',
        'MoveGeneral',
        'Attack',
        'LeaveTown',
        'Fight',
        'CommitDefenders',
        'AllocateKills',
        'KillGarrison',
        'Retreat',
        'Recruit',
        'MoveChiefOfStaff',
        'RevealGeneral',
        'ProposeEnd',
        'AcceptEnd',
        'Bogus',
      ),
      piece: fc.integer({ min: -2, max: 35 }),
      space: fc.integer({ min: -2, max: 430 }),
      to: fc.integer({ min: -2, max: 430 }),
      target: fc.integer({ min: -2, max: 430 }),
      from: fc.integer({ min: -2, max: 430 }),
      count: fc.integer({ min: -1, max: 25 }),
      empire: fc.integer({ min: -1, max: 7 }),
      place: fc.integer({ min: -1, max: 7 }),
      main: fc.oneof(fc.boolean(), fc.integer({ min: -1, max: 30 })),
      lay: fc.boolean(),
      occupy: fc.boolean(),
      assists: fc.array(fc.integer({ min: -1, max: 30 }), { maxLength: 3 }),
      ranks: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 7 }),
    });
    const all = states(spec({ seats: 3, seed: 99, rounds: 3, manual: true }));
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.integer({ min: -1, max: 3 }), command, (i, seat, c) => {
        const { state } = all[i];
        const before = JSON.stringify(state);
        const out = warlords.decide(state, c as unknown as WarlordsCommand, seat, Dice.fromSeed(1));
        if (isViolation(out)) expect(CODES.has(out.code)).toBe(true);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 400 },
    );
  });

  it("S004 violations: a seat that is not to act cannot play the turn's commands", () => {
    for (const { state } of states(spec({ seats: 3, seed: 5, rounds: 2, manual: false })).slice(0, 60)) {
      if (state.phase !== 'play' || !state.turn) continue;
      const other = (state.turn.seat + 1) % 3;
      if (warlords.toAct(state).includes(other)) continue;
      const out = warlords.decide(state, { type: 'EndRaising' }, other, Dice.fromSeed(1));
      expect(isViolation(out)).toBe(true);
    }
  });
});
