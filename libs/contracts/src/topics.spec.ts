import { allTopics, topicConfig, Topics, topicsIn } from './topics';

describe('topics', () => {
  it('names every topic once', () => {
    const names = allTopics().map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps event topics forever and lets the others expire', () => {
    expect(topicConfig(Topics.gameEvents)['retention.ms']).toBe('-1');
    expect(topicConfig(Topics.matchmakingEvents)['retention.bytes']).toBe('-1');
    expect(Number(topicConfig(Topics.gameCommands)['retention.ms'])).toBeGreaterThan(0);
  });

  it('prefixes every name under a namespace and leaves the plain names alone without one', () => {
    expect(topicsIn('t1').gameEvents.name).toBe('t1.empires.game.events');
    expect(topicsIn('t1').gameEvents.keepForever).toBe(true);
    expect(topicsIn().gameCommands.name).toBe('empires.game.commands');
  });
});
