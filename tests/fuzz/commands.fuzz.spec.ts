import { createHash } from 'node:crypto';
import type { Actor } from '@empires/contracts';
import { decideGame, evolveGame, noGame, toActOf, type GameCommand, type GameState } from '@empires/engine-core';
import { Dice, isViolation, sampleAction, type AnyRuleset } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import fc from 'fast-check';

/** Inputs per ruleset: a few thousand in all in `npm test`; `npm run fuzz` sets many more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
/** `npm test` runs the same inputs every time; a long run draws new ones (fast-check prints the seed of a failure). */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : RUNS > 1_000 ? Date.now() % 2 ** 31 : 1;
const registry = rulesetRegistry();
const secret = '00112233445566778899aabbccddeeff';
const ctx = { registry, secret, seedHash: createHash('sha256').update(secret).digest('hex'), now: 0 };
const system: Actor = { kind: 'system', service: 'fuzz' };
const playerAt = (seat: number): Actor => ({ kind: 'player', playerId: `p${seat}`, seat });

/** States along one random game: where wrong input is thrown at the decider. */
function statesOf(ruleset: AnyRuleset, seed: number, moves: number): GameState[] {
  const seats = Array.from({ length: Math.max(2, ruleset.seats.min) }, (_, i) => ({
    kind: 'player' as const,
    playerId: `p${i}`,
  }));
  let state: GameState = noGame;
  const apply = (command: GameCommand, actor: Actor) => {
    const decided = decideGame(state, command, actor, ctx);
    if (isViolation(decided)) throw new Error(`${command.type} refused: ${decided.code} ${decided.message}`);
    for (const d of decided) state = evolveGame(registry, state, d);
  };
  apply({ type: 'CreateGame', payload: { ruleset: ruleset.id, seats, options: {}, start: true } }, system);
  const states = [state];
  const dice = Dice.fromSeed(seed);
  for (let i = 0; i < moves && state.status === 'playing' && state.table; i++) {
    const seat = toActOf(registry, state)[0];
    if (seat === undefined) break;
    const legal = (ruleset.legalActions(state.table.state, seat) as { type: string }[]).filter(
      (a) => a.type !== 'Resign',
    );
    if (legal.length === 0) break;
    apply({ type: 'SubmitAction', payload: { seat, action: sampleAction(dice.pick(legal), dice) } }, playerAt(seat));
    if (i % 10 === 0) states.push(state);
  }
  return states;
}

/** Freezes a state all the way down: a decider that wrote to it would throw. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A move legal somewhere, bent out of shape (a field replaced, removed or added, the type changed)
 * or left whole: then it is well formed but may belong to another seat or another moment.
 */
const bent = (legal: readonly Record<string, unknown>[]) =>
  fc
    .tuple(fc.constantFrom(...legal), fc.nat(), fc.jsonValue(), fc.string({ maxLength: 12 }))
    .map(([action, pick, value, key]) => {
      const keys = Object.keys(action);
      const field = keys[pick % keys.length];
      switch (pick % 5) {
        case 4:
          return sampleAction(action, Dice.fromSeed(pick)) as Record<string, unknown>; // well formed, maybe stale
        case 0:
          return { ...action, [field]: value };
        case 1: {
          const { [field]: _, ...rest } = action;
          return rest;
        }
        case 2:
          return { ...action, [key || 'extra']: value };
        default:
          return { ...action, type: key };
      }
    });

describe.each(['risk-empires', 'medieval', 'warlords'])('%s: wrong input at the decider', (id) => {
  const ruleset = registry.find(id)!;
  const states = statesOf(ruleset, 2026, 120).map(deepFreeze);

  it(`answers ${RUNS} malformed and schema-shaped wrong moves with a typed refusal or a legal move, never a throw, never a change`, () => {
    const seen = { schema: 0, refused: 0, played: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.nat(),
        fc.boolean(),
        fc.anything(),
        fc.context(),
        (state, seatPick, shaped, anything, log) => {
          const seats = state.seats.length;
          const seat = seatPick % (seats + 1); // one past the last: no such seat
          // Moves legal in another state of the game, for another seat: stale or foreign here.
          const elsewhere = states[seatPick % states.length];
          const legal = elsewhere.table
            ? (ruleset.legalActions(elsewhere.table.state, (seatPick >> 3) % seats) as Record<string, unknown>[])
            : [];
          const action =
            shaped && legal.length > 0 ? fc.sample(bent(legal), { numRuns: 1, seed: seatPick })[0] : anything;
          log.log(JSON.stringify(action));
          // The engine's door first, as the engine does: what does not fit the schema is refused with paths.
          const parsed = ruleset.schemas.commands?.safeParse(action);
          if (parsed && !parsed.success) {
            expect(parsed.error.issues.length).toBeGreaterThan(0);
            seen.schema++;
            return;
          }
          const decided = decideGame(
            state,
            { type: 'SubmitAction', payload: { seat, action } } as GameCommand,
            playerAt(seat),
            ctx,
          );
          if (isViolation(decided)) {
            expect(decided.code).toMatch(/^[A-Z_]+$/);
            seen.refused++;
          } else {
            expect(Array.isArray(decided)).toBe(true);
            seen.played++;
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Both doors were reached: the rules' refusals, not only the schema's.
    expect(seen.refused).toBeGreaterThan(0);
  });
});
