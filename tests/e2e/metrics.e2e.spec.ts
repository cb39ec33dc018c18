import { waitFor } from '@empires/testing';
import { gatewayStack, type Player } from './support/gateway-stack';
import { parsePrometheusText, total, type Sample } from './support/prometheus-text';
import { suiteStack } from './support/suite-stack';

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;

describe('metrics: every service serves Prometheus /metrics', () => {
  const s = suiteStack(() => gatewayStack({}, { bots: true }));
  let alice: Player;

  beforeAll(async () => {
    alice = await s.player('alice');
  });

  const scrape = async (service: string): Promise<Sample[]> => {
    const res = await fetch(`http://127.0.0.1:${s.services[service].port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return parsePrometheusText(await res.text());
  };
  const soloGame = async () => {
    const { createGame } = await alice.data<{ createGame: { id: string } }>(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }], options: { target: 10_000 }, start: true },
    });
    return createGame.id;
  };
  const roll = (gameId: string, seat: number) =>
    alice.request(SUBMIT, { input: { gameId, seat, action: { type: 'Roll' } } });

  it.each(['engine', 'history', 'matchmaking', 'bot-runner', 'gateway'])(
    '%s answers in the text format, with its process metrics and event-loop lag labelled by service',
    async (service) => {
      const samples = await scrape(service);
      expect(samples.find((m) => m.name === 'nodejs_eventloop_lag_seconds')?.labels.service).toBe(service);
      expect(total(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    },
  );

  it('counts a move on its way through: gateway operation, engine command, consumed messages, history projection', async () => {
    const gameId = await soloGame();
    const accepted = { result: 'accepted' };
    const mutation = { type: 'mutation', operation: 'submitAction', outcome: 'ok' };
    const [engine, gateway, history] = await Promise.all(['engine', 'gateway', 'history'].map(scrape));

    await roll(gameId, 0);
    const refused = await roll(gameId, 3); // no such seat

    const engineAfter = await scrape('engine');
    expect(total(engineAfter, 'empires_engine_commands_total', accepted)).toBe(
      total(engine, 'empires_engine_commands_total', accepted) + 1,
    );
    expect(refused.errors).toBeDefined();
    expect(
      engineAfter.filter((m) => m.name === 'empires_engine_commands_total' && m.labels.result !== 'accepted').length,
    ).toBeGreaterThan(0);
    expect(total(engineAfter, 'empires_engine_command_batch_seconds_count')).toBeGreaterThan(
      total(engine, 'empires_engine_command_batch_seconds_count'),
    );
    expect(
      total(engineAfter, 'empires_kafka_consumed_messages_total', { topic: s.history.base.topics.gameCommands.name }),
    ).toBeGreaterThan(
      total(engine, 'empires_kafka_consumed_messages_total', { topic: s.history.base.topics.gameCommands.name }),
    );
    expect(engineAfter.some((m) => m.name === 'empires_outbox_backlog_events')).toBe(true);
    expect(engineAfter.some((m) => m.name === 'empires_scheduler_deadlines' && m.labels.state === 'pending')).toBe(
      true,
    );

    const gatewayAfter = await scrape('gateway');
    expect(total(gatewayAfter, 'empires_gateway_operation_seconds_count', mutation)).toBeGreaterThanOrEqual(
      total(gateway, 'empires_gateway_operation_seconds_count', mutation) + 1,
    );

    await s.history.settled(gameId);
    const historyAfter = await waitFor(async () => {
      const samples = await scrape('history');
      const moved =
        total(samples, 'empires_history_projected_events_total') >
        total(history, 'empires_history_projected_events_total');
      return moved && samples;
    });
    expect(total(historyAfter, 'empires_history_projection_lag_seconds_count')).toBeGreaterThan(
      total(history, 'empires_history_projection_lag_seconds_count'),
    );
    expect(historyAfter.some((m) => m.name === 'empires_kafka_consumer_lag_messages')).toBe(true);
  });

  it('counts the subscriptions running on the gateway, one refused by validation never', async () => {
    const gameId = await soloGame();
    const running = async () => total(await scrape('gateway'), 'empires_gateway_active_subscriptions');
    const before = await running();
    const events = alice.subscribe(`subscription($gameId: ID!) { gameEvents(gameId: $gameId) { seq } }`, { gameId });
    await events.until((received) => received.length > 0);
    const invalid = alice.subscribe(`subscription { noSuchField }`);
    await waitFor(() => invalid.errors.length > 0);
    expect(await running()).toBe(before + 1);
    await Promise.all([events.close(), invalid.close()]);
    await waitFor(async () => (await running()) === before, 20_000, 'the subscription to be uncounted');
  });

  it('reports the matchmaking queues as they fill', async () => {
    // Nobody else waits for a four-seat game: alice stays in the queue.
    await alice.data(`mutation { joinQueue(ruleset: "dice-race", players: 4) { joinedAt } }`);
    const samples = await waitFor(async () => {
      const scraped = await scrape('matchmaking');
      return total(scraped, 'empires_matchmaking_queue_players', { ruleset: 'dice-race' }) > 0 && scraped;
    });
    expect(
      total(samples, 'empires_matchmaking_queue_oldest_wait_seconds', { ruleset: 'dice-race' }),
    ).toBeGreaterThanOrEqual(0);
  });
});
