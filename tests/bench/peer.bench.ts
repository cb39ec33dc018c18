// `npm run bench -- peer`: Empires beside a peer on the same machine and load shape: 200 two-seat
// dice games, moves as fast as answered, then a move per game a second (200/s) and every 250 ms
// (800/s). The peer is boardgame.io (MIT) with its own server (Koa, socket.io, matches in memory:
// nothing durable), installed into `tests/bench/peer`, not among the product's dependencies.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../e2e/support/processes';
import { runDriver } from './driver-process';
import { gatewayFigures } from './gateway.bench';
import type { RunReport } from './gateway-driver';
import { fmt } from './measure';
import type { PeerPlan, PeerRun } from './peer-driver';

const PEER = join(__dirname, 'peer');
const GAMES = 200;
const PACES_MS = [0, 1000, 250];

export async function benchPeer(): Promise<string[]> {
  if (!existsSync(join(PEER, 'node_modules/boardgame.io')))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PEER, stdio: 'inherit' });
  const ours = await gatewayFigures();
  const port = await freePort();
  const server = await startPeer(port);
  let theirs: PeerRun[];
  try {
    theirs = await runDriver<PeerPlan, PeerRun[]>(join(__dirname, 'peer-driver.ts'), {
      port,
      games: GAMES,
      warmupSeconds: 3,
      seconds: 15,
      paces: PACES_MS,
    });
  } finally {
    server.kill();
  }
  const [saturated, at200] = [0, 1000].map((pace) => ({
    ours: ours.runs.find((r) => r.paceMs === pace) as RunReport,
    theirs: theirs.find((r) => r.paceMs === pace) as PeerRun,
  }));
  return [
    `peer: boardgame.io 0.50.2 (its server, socket.io, in memory) beside Empires (durable), ${GAMES} two-seat dice games each`,
    ...theirs.map((r) => {
      const o = ours.runs.find((x) => x.paceMs === r.paceMs);
      const how = r.paceMs === 0 ? 'as fast as answered' : `a move per game every ${fmt(r.paceMs)} ms`;
      return (
        `  ${how}: boardgame.io ${fmt(r.perSecond)}/s, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms, CPU ${fmt(r.cpuMsPerMove, 2)} ms a move, ${r.failed} failed` +
        (o ? `; Empires ${fmt(o.perSecond)}/s, p99 ${fmt(o.p99, 1)} ms, CPU ${fmt(o.cpuMsPerMove, 2)} ms a move` : '')
      );
    }),
    `  Empires / boardgame.io at saturation: ${fmt(saturated.ours.perSecond / saturated.theirs.perSecond, 2)}× the moves (goal ≥ 1×)`,
    `  p99 at 200 moves/s: ${fmt(at200.ours.p99 / at200.theirs.p99, 1)}× boardgame.io's (goal ≤ 2×)`,
    `  CPU per move at 200/s: Empires ${fmt(at200.ours.cpuMsPerMove, 2)} ms (goal ≤ 0.5 ms), boardgame.io ${fmt(at200.theirs.cpuMsPerMove, 2)} ms`,
  ];
}

async function startPeer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(PEER, 'server.cjs'), String(port)], {
    cwd: PEER,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the peer's server exited with ${code}`)));
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve();
    });
  });
  return child;
}
