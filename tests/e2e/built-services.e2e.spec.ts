import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from '@empires/testing';
import { GraphQLClient } from './support/graphql-client';
import { historyStack } from './support/history-stack';
import { startProcess, type ServiceProcess } from './support/processes';
import { suiteStack } from './support/suite-stack';
import { riskBotGame } from './support/bot-games';

const root = join(__dirname, '../..');
const SERVICES = ['engine', 'history', 'matchmaking', 'bot-runner', 'gateway'] as const;

/**
 * The five services as production and `npm start` run them: compiled ahead by `npm run build`
 * (one file each, the libraries inside, Nest's decorator metadata kept) and started from JavaScript.
 */
describe('the services compiled ahead (npm run build)', () => {
  const h = suiteStack(() => historyStack());
  const running = new Map<string, ServiceProcess>();
  const start = async (name: string, env: Record<string, string>, port?: number) => {
    const p = await startProcess(`dist/services/${name}.js`, env, port);
    h.ownProcess(p);
    running.set(name, p);
    return p;
  };

  beforeAll(async () => {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    h.ownSchema(`mm_${h.base.namespace}`);
    h.ownSchema(`bots_${h.base.namespace}`);
    const env = {
      ...h.env,
      MATCHMAKING_SCHEMA: `mm_${h.base.namespace}`,
      BOT_RUNNER_SCHEMA: `bots_${h.base.namespace}`,
    };
    await Promise.all(SERVICES.filter((s) => s !== 'gateway').map((s) => start(s, env)));
    await start('gateway', env);
  });

  it('play a game between bots to its end, and a killed engine started again from its file carries on', async () => {
    const client = new GraphQLClient(running.get('gateway')!.port);
    const { register } = await client.data<{ register: { token: string } }>(
      `mutation { register(name: "built") { token } }`,
    );
    const me = client.as(register.token);
    const { createGame } = await me.data<{ createGame: { id: string } }>(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`,
      { input: riskBotGame(['EASY', 'MEDIUM'], { roundLimit: 2, setup: 'dealt' }) },
    );
    type Game = { game: { status: string; version: number } };
    const game = async () =>
      (await me.data<Game>(`query($g: ID!) { game(id: $g) { status version } }`, { g: createGame.id })).game;
    await waitFor(async () => (await game()).version > 10, 60_000, 'the bots to play');

    const engine = running.get('engine')!;
    await engine.stop('SIGKILL');
    await start('engine', { ...h.env }, engine.port);
    await waitFor(async () => (await game()).status === 'FINISHED', 120_000, 'the game to finish');
  });
});
