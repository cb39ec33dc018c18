import { readFileSync } from 'node:fs';

/** Linux counts CPU time in /proc/stat in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/** CPU time the whole machine has spent busy since boot, all cores summed (idle and I/O wait left out). */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) * MS_PER_TICK;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The machine's CPU spent between `start` and `stop`, less this process's own: what the servers
 * under test (and anything else running) used while this process drove them.
 */
export function cpuBesidesMe(): { start(): void; stop(): void; readonly ms: number } {
  let machine = 0;
  let own = 0;
  let spent = 0;
  return {
    start() {
      machine = machineBusyMs();
      own = ownCpuMs();
    },
    stop() {
      spent = machineBusyMs() - machine - (ownCpuMs() - own);
    },
    get ms() {
      return spent;
    },
  };
}
