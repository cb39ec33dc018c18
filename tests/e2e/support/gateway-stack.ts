import { historyStack, type HistoryStack } from './history-stack';
import { GraphQLClient } from './graphql-client';
import { startProcess, type ServiceProcess } from './processes';
import { allStarted, closeOnFailure } from './start-up';

/** A client acting as a player registered through the API. */
export type Player = GraphQLClient & { readonly id: string };

/** Engine, history, matchmaking and a gateway, all real processes on the test's namespace. */
export interface GatewayStack {
  readonly history: HistoryStack;
  readonly gateway: ServiceProcess;
  /** Every gateway and engine (one each unless `instances` asked for more); `gateway` is the first. */
  readonly gateways: readonly ServiceProcess[];
  readonly engines: readonly ServiceProcess[];
  /** The first process of each service by name (the gateway too). */
  readonly services: Readonly<Record<string, ServiceProcess>>;
  /** Every instance of each service by name. */
  readonly instancesOf: Readonly<Record<string, readonly ServiceProcess[]>>;
  /** What every service of the stack is started with (a further instance, or a newer version, is started alike). */
  readonly env: Readonly<Record<string, string>>;
  /** An anonymous client; `.as(token)` acts as a player. */
  readonly client: GraphQLClient;
  /** Registers a player through the API and returns a client acting as it. */
  player(name: string): Promise<Player>;
  /** Registers players together, one a name, in the order named. */
  players(...names: string[]): Promise<Player[]>;
  close(): Promise<void>;
}

/**
 * `gatewayEnv`: more settings for the gateway (a load test lifts its rate limits); `bots`: a
 * bot-runner too, so that bot seats play (the whole stack, as `npm start` runs it); `env`: more
 * settings for every service; `instances`: how many of every service (one of each by default);
 * `checkout`: another version's source tree to run every service from (an upgrade's old version).
 */
export async function gatewayStack(
  gatewayEnv: Record<string, string> = {},
  options: {
    readonly bots?: boolean;
    readonly env?: Record<string, string>;
    readonly instances?: number;
    readonly checkout?: string;
  } = {},
): Promise<GatewayStack> {
  const instances = options.instances ?? 1;
  const history = await historyStack(options.env);
  const matchmakingSchema = `mm_${history.base.namespace}`;
  const botsSchema = `bots_${history.base.namespace}`;
  history.ownSchema(matchmakingSchema);
  if (options.bots) history.ownSchema(botsSchema);
  const env = {
    ...history.env,
    MATCHMAKING_SCHEMA: matchmakingSchema,
    BOT_RUNNER_SCHEMA: botsSchema,
    MATCH_INTERVAL_MS: '200',
  };
  const { checkout } = options;
  const many = <T>(start: () => Promise<T>) => allStarted(Array.from({ length: instances }, start));
  const startService = (entry: string, serviceEnv = env) =>
    startProcess(`tests/e2e/support/${entry}`, serviceEnv, undefined, checkout);
  // The gateways stop before the rest; each is held from its start, so that a failed start-up stops it too.
  const startedGateways: ServiceProcess[] = [];
  const startGateway = async () => {
    const gateway = await startService('gateway-with-fixtures.ts', { ...env, ...gatewayEnv });
    startedGateways.push(gateway);
    return gateway;
  };
  const close = async () => {
    await Promise.all(startedGateways.map((g) => g.stop()));
    await history.close();
  };
  return closeOnFailure({ close }, async () => {
    const [engines, histories, matchmakings, botRunners] = await allStarted([
      many(() => history.base.startEngine(checkout)),
      many(() => history.startHistory(checkout)),
      many(() => startService('matchmaking-with-fixtures.ts').then(history.ownProcess)),
      options.bots ? many(() => startService('bot-runner-with-fixtures.ts').then(history.ownProcess)) : [],
    ]);
    const gateways = await many(startGateway);
    const [gateway] = gateways;
    const client = new GraphQLClient(gateway.port);
    const player = async (name: string): Promise<Player> => {
      const { register } = await client.data<{ register: { token: string; player: { id: string } } }>(
        `mutation($name: String!) { register(name: $name) { token player { id } } }`,
        { name },
      );
      return Object.assign(client.as(register.token), { id: register.player.id });
    };
    const instancesOf = {
      engine: engines,
      history: histories,
      matchmaking: matchmakings,
      ...(botRunners.length > 0 ? { 'bot-runner': botRunners } : {}),
      gateway: gateways,
    };
    return {
      history,
      gateway,
      gateways,
      engines,
      instancesOf,
      services: Object.fromEntries(Object.entries(instancesOf).map(([name, all]) => [name, all[0]])),
      env,
      client,
      player,
      players: (...names) => Promise.all(names.map(player)),
      close,
    };
  });
}
