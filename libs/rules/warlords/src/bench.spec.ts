import { warlordsBench } from './bench';

describe('benchmark function', () => {
  it('plays, re-decides and replays a few games and reports throughput', () => {
    let t = 0;
    const r = warlordsBench({ games: 3, roundLimit: 3, now: () => (t += 5), passes: 1 });
    expect(r.games).toBe(3);
    expect(r.commands).toBeGreaterThan(0);
    expect(r.events).toBeGreaterThan(r.commands);
    expect(r.commandsPerSecond).toBe(Math.round((r.commands * 1000) / 5));
    expect(r.eventsPerSecond).toBe(Math.round((r.events * 1000) / 5));
  });
});
