import { toActOf } from '@empires/engine-core';
import type { StoredEvent } from '@empires/eventstore';
import { rulesetRegistry } from '@empires/rulesets';
import { fixtureRulesets } from '@empires/testing';
import { describeStalled } from './stalled';
import { engineState, streamEventOf } from './replay';
import { simulatedRace } from './simulated-race';

const registry = rulesetRegistry(fixtureRulesets);
const stored: StoredEvent[] = simulatedRace(registry, { target: 50, maxCommands: 6 }).map((e) => ({
  position: String(e.seq),
  streamId: e.streamId,
  seq: e.seq,
  eventId: e.eventId,
  type: e.type,
  payload: e.payload,
  metadata: { rng: (e as { rng?: number[] }).rng },
  occurredAt: e.occurredAt,
}));
const engine = engineState(registry, stored.map(streamEventOf));
const [toAct] = toActOf(registry, engine);

describe('the chaos report of a game that did not move', () => {
  it('names its ruleset, version, the seats to act and its last events', () => {
    const line = describeStalled(registry, 'g1', stored, undefined);
    expect(line).toContain(`g1 ${engine.ruleset} playing v${engine.version} toAct [${toAct}]`);
    expect(line).toContain(`${engine.version}:${stored[stored.length - 1].type}`);
  });

  it("adds the bot-runner's copy: the version it holds and whether each bot seat's view lists it to act", () => {
    const behind = engineState(registry, stored.slice(0, -1).map(streamEventOf));
    const held = { gameId: 'g1', version: behind.version, bots: [{ seat: toAct, policy: 'random' }], views: [behind] };
    const due = toActOf(registry, behind).includes(toAct) ? 'due' : 'not due';
    expect(describeStalled(registry, 'g1', stored, held)).toMatch(
      new RegExp(`bot-runner holds v${behind.version}: seat ${toAct} random ${due} \\(\\d+ legal\\)`),
    );
  });
});
