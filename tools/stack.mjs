// `npm start`: installs what is missing, starts Kafka, the five services and a demo game,
// builds the web client, prints where it and GraphQL are, and stops everything it started on Ctrl-C.
// `npm start -- --instances 2` runs two of each service, each on its own port (docs/operations.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instanceCount, instancesOf, startService, waitHealthy } from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
let stopping = false;
let startedKafka = false;

/** Whether the broker of deploy/kafka is running already (then it is not ours to stop). */
function kafkaRunning() {
  try {
    process.kill(Number(readFileSync(join(root, '.data/kafka/kafka.pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the stack...');
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))));
  if (startedKafka) execFileSync('bash', [join(root, 'deploy/kafka/stop.sh')], { stdio: 'inherit' });
  process.exit(code);
}

async function main() {
  const count = instanceCount(process.argv.slice(2));
  const services = instancesOf(count);
  // Room for `[matchmaking#2]` when there are more instances; one instance keeps the documented 14.
  const tagWidth = count > 1 ? 16 : 14;
  if (!existsSync(join(root, 'node_modules/.package-lock.json'))) sh('npm', ['ci', '--no-audit', '--no-fund']);
  startedKafka = !kafkaRunning();
  sh('bash', [join(root, 'deploy/kafka/start.sh')]);
  // The services compiled ahead, and the web client, built before the gateway starts so that it serves it.
  sh('npm', ['run', '--silent', 'build']);
  sh('npm', ['run', '--silent', 'web:build']);
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  for (const service of services) {
    const child = startService(root, service);
    const tag = `[${service.label}]`.padEnd(tagWidth);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`${tag}${line}`);
      });
    }
    child.on('exit', (code) => !stopping && console.error(`${tag}exited with ${code}`));
    children.push(child);
  }

  const report = await Promise.all(services.map(async (s) => ({ ...s, health: await waitHealthy(s.port) })));
  console.log('\nservice       port   kafka  database  as role');
  for (const s of report)
    console.log(
      `${s.label.padEnd(13)} ${s.port}   ${(s.health?.kafka ?? 'down').padEnd(6)} ${(s.health?.database ?? 'down').padEnd(9)} ${s.health?.databaseRole ?? ''}`,
    );
  if (report.some((s) => s.health?.status !== 'ok')) {
    console.error('\nsome services are not healthy; see their logs above');
    return stop(1);
  }
  sh(process.execPath, [join(root, 'tools/run.mjs'), join(root, 'tools/demo.ts')]);
  for (const gateway of services.filter((s) => s.name === 'gateway')) {
    console.log(`\n${gateway.label}:`);
    console.log(`  Web client: http://127.0.0.1:${gateway.port}/ (sign in, play against bots, watch and replay)`);
    console.log(`  GraphQL (HTTP and graphql-ws): http://127.0.0.1:${gateway.port}/graphql`);
  }
  console.log('Press Ctrl-C to stop everything.');
}

main().catch((error) => {
  console.error(error.message ?? error);
  stop(1);
});
