import type { Outcome } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import { fixtureRulesets } from '@empires/testing';
import { checkReplay, engineState } from './replay';
import { simulatedRace } from './simulated-race';

const registry = rulesetRegistry(fixtureRulesets);
const stored = simulatedRace(registry, { target: 12, maxCommands: 200 });
const engine = engineState(registry, stored);
/** The game's export: its events as the API gives them once it is over. */
const exported = stored.map((e) => ({ ...e, gameId: e.streamId }));
/** The outcome as history serves it. */
const outcome = (stored.find((e) => e.type === 'GameFinished')?.payload as { outcome: Outcome }).outcome;
const { ranks, reason } = outcome;

describe('the chaos check that a game export replays', () => {
  it('passes an export that replays to the stored final state and the served outcome', async () => {
    expect(await checkReplay(registry, 'g1', exported, engine, outcome)).toEqual({
      gameId: 'g1',
      problems: [],
    });
  });

  it('fails an export with one die changed: another final state, and the roll does not verify', async () => {
    const rolled = exported.findIndex((e) => e.type === 'Rolled');
    const changed = exported.map((e, i) =>
      i === rolled
        ? { ...e, payload: { ...(e.payload as object), die: ((e.payload as { die: number }).die % 6) + 1 } }
        : e,
    );
    const { problems } = await checkReplay(registry, 'g1', changed, engine, outcome);
    expect(problems).toContain('the export replays to another final state than the engine stored');
    expect(problems.length).toBeGreaterThan(1);
  });

  it('fails an export missing an event, and one whose outcome history serves otherwise', async () => {
    const missing = exported.filter((_, i) => i !== 5);
    expect((await checkReplay(registry, 'g1', missing, engine, outcome)).problems).not.toEqual([]);
    const reversed = { ranks: [...ranks].reverse(), reason };
    expect((await checkReplay(registry, 'g1', exported, engine, reversed)).problems).toEqual([
      expect.stringMatching(/^history serves the outcome/),
    ]);
  });
});
