// `npm run bench [-- rules search engine history rebuild gateway matchmaking clocks fanout peer]`: the speed figures, each beside the raw
// Kafka and PostgreSQL limits measured in the same run. Starts (or reuses) the local broker.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { benchClocks } from './clocks.bench';
import { benchEngine } from './engine.bench';
import { benchFanout } from './fanout.bench';
import { benchGateway } from './gateway.bench';
import { benchHistory } from './history.bench';
import { benchMatchmaking } from './matchmaking.bench';
import { benchPeer } from './peer.bench';
import { benchRebuild } from './rebuild.bench';
import { benchRules } from './rules.bench';
import { benchSearch } from './search.bench';

const all: Record<string, () => Promise<string[]> | string[]> = {
  rules: benchRules,
  search: benchSearch,
  engine: benchEngine,
  history: benchHistory,
  rebuild: benchRebuild,
  gateway: benchGateway,
  matchmaking: benchMatchmaking,
  clocks: benchClocks,
  fanout: benchFanout,
  // Last: it compares with the gateway's figures of the same run (measured now if not yet).
  peer: benchPeer,
};

async function main(): Promise<void> {
  const chosen = process.argv.slice(2).filter((a) => a in all);
  const names = chosen.length > 0 ? chosen : Object.keys(all);
  // The rules, the search and the rebuild from the store need no broker.
  if (names.some((n) => n !== 'rules' && n !== 'search' && n !== 'rebuild'))
    execFileSync('bash', [join(__dirname, '../../deploy/kafka/start.sh')], { stdio: 'inherit' });
  console.log(
    `node ${process.version}, ${(await import('node:os')).cpus().length} cores, ${new Date().toISOString()}\n`,
  );
  for (const name of names) {
    const lines = await all[name]();
    console.log(`${lines.join('\n')}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
