import { Gauge, type Registry } from 'prom-client';

export function botRunnerMetrics(registry: Registry, gamesHeld: () => number): void {
  new Gauge({
    name: 'empires_bots_games_held',
    help: 'Games with bot seats this bot-runner holds in memory',
    registers: [registry],
    collect() {
      this.set(gamesHeld());
    },
  });
}
