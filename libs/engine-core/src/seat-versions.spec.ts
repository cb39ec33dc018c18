import { createHash } from 'node:crypto';
import { GameLifecycleEventSchema } from '@empires/contracts';
import type { Actor } from '@empires/contracts';
import { RulesetRegistry, isViolation, type RuleViolation } from '@empires/rules-kernel';
import { diceRace, sealedBids } from '@empires/testing';
import type { GameCommand } from './commands';
import { decideGame, type DecideContext } from './decide-game';
import { evolveGame } from './evolve-game';
import { noGame, type Decided, type GameState } from './game-stream';

const registry = new RulesetRegistry([sealedBids, diceRace]);
const secret = '00112233445566778899aabbccddeeff';
const ctx: DecideContext = { registry, secret, seedHash: createHash('sha256').update(secret).digest('hex') };
const players = ['ann', 'ben', 'cat'];
const as = (seat: number): Actor => ({ kind: 'player', playerId: players[seat], seat });

const apply = (state: GameState, decided: Decided[] | RuleViolation): GameState => {
  if (isViolation(decided)) throw new Error(`refused: ${decided.code} ${decided.message}`);
  return decided.reduce((s, d) => evolveGame(registry, s, d), state);
};
const started = (ruleset: string): GameState =>
  apply(
    noGame,
    decideGame(
      noGame,
      {
        type: 'CreateGame',
        payload: { ruleset, seats: players.map((playerId) => ({ kind: 'player', playerId })), start: true },
      },
      { kind: 'system', service: 'test' },
      ctx,
    ),
  );
const bid = (seat: number, amount: number, expectedVersion: number): GameCommand => ({
  type: 'SubmitAction',
  payload: { seat, action: { type: 'Bid', amount }, expectedVersion },
});
const code = (d: Decided[] | RuleViolation) => (isViolation(d) ? d.code : 'accepted');

describe('expected versions in a phase where every seat acts at once', () => {
  it('accepts bids that all seats sealed on the same version: they commute', () => {
    const seen = started('sealed-bids');
    let state = seen;
    for (const seat of [0, 1]) {
      const d = decideGame(state, bid(seat, 5, seen.version), as(seat), ctx);
      expect(code(d)).toBe('accepted');
      state = apply(state, d);
    }
  });

  it("still refuses a seat's move on a version its own later move made stale", () => {
    const seen = started('sealed-bids');
    const afterAnn = apply(seen, decideGame(seen, bid(0, 5, seen.version), as(0), ctx));
    // Ann's second move of the round is refused by the rules; a stale version comes first.
    expect(code(decideGame(afterAnn, bid(0, 6, seen.version), as(0), ctx))).toBe('VERSION_CONFLICT');
  });

  it('refuses every seat a version from before an event that concerns all (the reveal)', () => {
    const seen = started('sealed-bids');
    let state = seen;
    for (const seat of [0, 1, 2])
      state = apply(state, decideGame(state, bid(seat, seat + 1, state.version), as(seat), ctx));
    expect(code(decideGame(state, bid(1, 5, seen.version), as(1), ctx))).toBe('VERSION_CONFLICT');
    expect(code(decideGame(state, bid(1, 5, state.version), as(1), ctx))).toBe('accepted');
  });

  it('refuses a version from the future', () => {
    const seen = started('sealed-bids');
    expect(code(decideGame(seen, bid(0, 5, seen.version + 1), as(0), ctx))).toBe('VERSION_CONFLICT');
  });

  it('keeps one version for the whole game where the ruleset names no stale seats (turn by turn)', () => {
    const seen = started('dice-race');
    const roll = (seat: number, v: number): GameCommand => ({
      type: 'SubmitAction',
      payload: { seat, action: { type: 'Roll' }, expectedVersion: v },
    });
    const after = apply(seen, decideGame(seen, roll(0, seen.version), as(0), ctx));
    expect(code(decideGame(after, roll(1, seen.version), as(1), ctx))).toBe('VERSION_CONFLICT');
    expect(code(decideGame(after, roll(1, after.version), as(1), ctx))).toBe('accepted');
  });
});

describe('the shape of a command and of options, checked before any rule sees them', () => {
  it('refuses a command of the wrong shape as MALFORMED_COMMAND, naming the path', () => {
    const seen = started('sealed-bids');
    const d = decideGame(seen, bid(0, 12, seen.version), as(0), ctx);
    expect(isViolation(d) && d.code).toBe('MALFORMED_COMMAND');
    expect(isViolation(d) && d.message).toMatch(/^\$\.amount: /);
    const extra: GameCommand = {
      type: 'SubmitAction',
      payload: { seat: 0, action: { type: 'Bid', amount: 3, tip: 1 } },
    };
    expect(isViolation(decideGame(seen, extra, as(0), ctx)) && 'refused').toBe('refused');
  });

  it('refuses options of the wrong shape or with unknown keys, naming them', () => {
    const create = (options: unknown): GameCommand => ({
      type: 'CreateGame',
      payload: { ruleset: 'sealed-bids', seats: players.map((playerId) => ({ kind: 'player', playerId })), options },
    });
    const system: Actor = { kind: 'system', service: 'test' };
    const wrongType = decideGame(noGame, create({ target: 'three' }), system, ctx);
    expect(isViolation(wrongType) && [wrongType.code, wrongType.message]).toEqual([
      'BAD_USER_INPUT',
      expect.stringContaining('$.target'),
    ]);
    const unknown = decideGame(noGame, create({ targets: 3 }), system, ctx);
    expect(isViolation(unknown) && unknown.message).toContain('targets');
    expect(isViolation(decideGame(noGame, create({ target: 5 }), system, ctx))).toBe(false);
  });
});

describe('lifecycle events as declared', () => {
  it('every lifecycle event the decider writes fits the contracts schema', () => {
    let state = started('sealed-bids');
    for (let round = 0; state.status === 'playing' && round < 10; round++)
      for (const seat of [0, 1, 2])
        state = apply(state, decideGame(state, bid(seat, 9 - seat, state.version), as(seat), ctx));
    const stream = [
      ...(decideGame(
        noGame,
        {
          type: 'CreateGame',
          payload: { ruleset: 'sealed-bids', seats: [{ kind: 'open' }, { kind: 'bot', policy: 'random' }] },
        },
        as(0),
        ctx,
      ) as Decided[]),
    ];
    expect(state.status).toBe('finished');
    for (const d of stream) expect(GameLifecycleEventSchema.safeParse(d.payload).success).toBe(true);
    expect(GameLifecycleEventSchema.safeParse({ type: 'GameFinished', outcome: state.outcome }).success).toBe(true);
    expect(
      GameLifecycleEventSchema.safeParse({ type: 'GameFinished', outcome: { ...state.outcome, ranks: ['1'] } }).success,
    ).toBe(false);
    expect(GameLifecycleEventSchema.safeParse({ type: 'SeatTaken', seat: 0, holder: { kind: 'sofa' } }).success).toBe(
      false,
    );
  });
});
