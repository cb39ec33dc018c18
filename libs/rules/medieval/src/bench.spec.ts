import { benchMedieval } from './bench';

describe('benchmark', () => {
  it('plays games and reports commands and events per second from an injected clock', () => {
    let t = 0;
    const now = () => (t += 10);
    const r = benchMedieval({ games: 3, now, roundLimit: 1, passes: 1 });
    expect(r.games).toBe(3);
    expect(r.commands).toBeGreaterThan(3);
    expect(r.events).toBeGreaterThan(r.commands);
    expect(r.commandsPerSecond).toBe(Math.round(r.commands / 0.01));
    expect(r.eventsPerSecond).toBe(Math.round(r.events / 0.01));
  });
});
