import { historyStack, type HistoryStack } from './history-stack';
import { GraphQLClient } from './graphql-client';
import { startProcess, type ServiceProcess } from './processes';

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
  player(name: string): Promise<GraphQLClient & { readonly id: string }>;
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
  const many = <T>(start: () => Promise<T>) => Promise.all(Array.from({ length: instances }, start));
  const [engines, histories, matchmakings, botRunners] = await Promise.all([
    many(() => history.base.startEngine(checkout)),
    many(() => history.startHistory(checkout)),
    many(() => startProcess('tests/e2e/support/matchmaking-with-fixtures.ts', env, undefined, checkout)),
    options.bots
      ? many(() => startProcess('tests/e2e/support/bot-runner-with-fixtures.ts', env, undefined, checkout))
      : [],
  ]);
  for (const process of [...matchmakings, ...botRunners]) history.ownProcess(process);
  const gateways = await Promise.all(
    Array.from({ length: instances }, () =>
      startProcess('tests/e2e/support/gateway-with-fixtures.ts', { ...env, ...gatewayEnv }, undefined, checkout),
    ),
  );
  const [gateway] = gateways;
  const client = new GraphQLClient(gateway.port);
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
    async player(name) {
      const { register } = await client.data<{ register: { token: string; player: { id: string } } }>(
        `mutation($name: String!) { register(name: $name) { token player { id } } }`,
        { name },
      );
      return Object.assign(client.as(register.token), { id: register.player.id });
    },
    async close() {
      await Promise.all(gateways.map((g) => g.stop()));
      await history.close();
    },
  };
}
