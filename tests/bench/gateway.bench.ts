// The public API: moves/s and p50/p99 latency of `submitAction` with concurrent games through
// the gateway (HTTP -> Kafka -> engine -> PostgreSQL and back), and the delivery latency of the
// moves' events to `graphql-ws` subscribers, beside the engine alone in the same run.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { CommandClient } from '@empires/messaging';
import { gatewayStack } from '../e2e/support/gateway-stack';
import { LeanGraphQL } from './lean-http';
import { closedLoops, fmt, percentiles } from './measure';

const GAMES = 200;
const WATCHED = 20;
const WARMUP_S = 3;
const SECONDS = 15;
/** Paced runs: each game moves at most once per this many ms, as players and bots would. */
const PACES_MS = [5000, 1000, 250];

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const JOIN = `mutation($gameId: ID!) { joinSeat(gameId: $gameId) { version } }`;
const START = `mutation($gameId: ID!) { startGame(gameId: $gameId) { version } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;

export async function benchGateway(): Promise<string[]> {
  const s = await gatewayStack();
  try {
    const [a, b] = await Promise.all([s.player('bench-a'), s.player('bench-b')]);
    const players = [a, b];
    const games = await Promise.all(
      Array.from({ length: GAMES }, async () => {
        const { createGame } = await a.data<{ createGame: { id: string } }>(CREATE, { input: { ruleset: 'dice-race', seats: [{ kind: 'me' }, { kind: 'open' }], options: { target: 1e9 } } });
        await b.data(JOIN, { gameId: createGame.id });
        await a.data(START, { gameId: createGame.id });
        return createGame.id;
      }),
    );

    // Watchers: when did the last event of each move reach a subscriber, counted from the send,
    // kept per run so a saturated run's backlog is not blamed on a paced one.
    const sentAt = new Map<string, { at: number; run: string }>();
    const delivery = new Map<string, number[]>();
    let run = 'saturated';
    const ws = createClient({ url: `ws://127.0.0.1:${s.gateway.port}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${a.token}` } });
    const watchers = games.slice(0, WATCHED).map((gameId) =>
      ws.subscribe<{ gameEvents: { seq: number } }>(
        { query: `subscription($g: ID!) { gameEvents(gameId: $g) { seq } }`, variables: { g: gameId } },
        {
          next: (msg) => {
            const sent = sentAt.get(`${gameId}:${msg.data?.gameEvents.seq}`);
            if (!sent) return;
            const times = delivery.get(sent.run) ?? [];
            times.push(performance.now() - sent.at);
            delivery.set(sent.run, times);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      ),
    );

    const lean = new LeanGraphQL(s.gateway.port);
    const turn = games.map(() => 0);
    const version = games.map(() => 0);
    let refused = 0;
    const move = async (i: number) => {
      const seat = turn[i];
      const sent = performance.now();
      const r = await lean.post<{ submitAction: { version: number } }>(players[seat].token as string, SUBMIT, { input: { gameId: games[i], seat, action: { type: 'Roll' } } });
      if (!r.data) {
        refused++;
        return;
      }
      turn[i] = 1 - seat;
      version[i] = r.data.submitAction.version;
      if (i < WATCHED) sentAt.set(`${games[i]}:${version[i]}`, { at: sent, run });
    };
    const moves = await closedLoops(GAMES, WARMUP_S, SECONDS, move);
    const atPace = new Map<number, Awaited<ReturnType<typeof closedLoops>>>();
    for (const pace of PACES_MS) {
      run = `${pace}`;
      atPace.set(pace, await closedLoops(GAMES, WARMUP_S, SECONDS, move, pace));
    }
    lean.close();
    watchers.forEach((dispose) => dispose());
    await ws.dispose();

    // The engine alone, in the same run, for the ratio.
    const direct = new CommandClient(s.history.base.kafka, s.history.base.topics);
    await direct.start();
    const engineOnly = await closedLoops(GAMES, 1, 8, async (i) => {
      const seat = turn[i];
      const r = await direct.send(games[i], 'SubmitAction', { seat, action: { type: 'Roll' } }, { kind: 'player', playerId: players[seat].id });
      if (r.status === 'accepted') turn[i] = 1 - seat;
    });
    await direct.stop();
    const delivered = (name: string) => {
      const d = percentiles(delivery.get(name) ?? []);
      return `events to subscribers p50 ${fmt(d.p50, 1)} ms, p99 ${fmt(d.p99, 1)} ms`;
    };
    return [
      `gateway: ${GAMES} concurrent games through submitAction over HTTP, ${SECONDS} s per run`,
      `  moves, as fast as answered: ${fmt(moves.perSecond)}/s, p50 ${fmt(moves.p50, 1)} ms, p99 ${fmt(moves.p99, 1)} ms (${refused} refused); ${delivered('saturated')}`,
      ...PACES_MS.map((pace) => {
        const m = atPace.get(pace) as Awaited<ReturnType<typeof closedLoops>>;
        return `  at one move per game every ${fmt(pace)} ms: ${fmt(m.perSecond)}/s, p50 ${fmt(m.p50, 1)} ms, p99 ${fmt(m.p99, 1)} ms (target p99 < 50 ms); ${delivered(`${pace}`)}`;
      }),
      `  (events to subscribers: from the send of a move to its event reaching a graphql-ws subscriber, ${WATCHED} games watched)`,
      `  engine alone (Kafka):     ${fmt(engineOnly.perSecond)}/s, p99 ${fmt(engineOnly.p99, 1)} ms; gateway / engine: ${fmt((moves.perSecond / engineOnly.perSecond) * 100)}%`,
    ];
  } finally {
    await s.close();
  }
}
