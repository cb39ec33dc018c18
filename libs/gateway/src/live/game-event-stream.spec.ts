import type { EventEnvelope, GameSummary, Query } from '@empires/contracts';
import { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace } from '@empires/testing';
import { gameEventStream } from './game-event-stream';
import type { Listener, LiveFeed } from '../ports';

const GAME = 'g_lagging';
const summary = {
  gameId: GAME,
  ruleset: 'dice-race@1.0.0',
  status: 'finished',
  seats: [],
  version: 5,
  createdAt: '',
  toAct: [],
} as GameSummary;
const event = (seq: number, type = 'game.public-note'): EventEnvelope =>
  ({ eventId: `e${seq}`, streamId: GAME, seq, type, payload: {}, occurredAt: '' }) as unknown as EventEnvelope;

/** History that has applied only `applied` of the game's events so far; the test moves it on. */
function laggingHistory(events: readonly EventEnvelope[]) {
  const history = { applied: 0, asked: 0 };
  const backend = {
    async query<T>(query: Query): Promise<T> {
      history.asked++;
      if (query.type !== 'EventsAfter') throw new Error(`unexpected ${query.type}`);
      const page = events.slice(query.afterSeq, history.applied).slice(0, query.limit);
      return { events: page, lastSeq: page.at(-1)?.seq ?? query.afterSeq } as T;
    },
  };
  return { history, backend };
}

const feed = (heard: number | undefined): LiveFeed => ({
  listen: (_id: string, _l: Listener) => () => undefined,
  lastSeqHeard: () => heard,
});

async function collect(stream: AsyncGenerator<{ seq: number }>, limitMs: number): Promise<number[]> {
  const seqs: number[] = [];
  const all = (async () => {
    for await (const e of stream) seqs.push(e.seq);
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, limitMs)));
  await Promise.race([all, timeout]);
  clearTimeout(timer);
  return seqs;
}

describe('gameEventStream', () => {
  const registry = new RulesetRegistry([diceRace]);
  const events = [1, 2, 3, 4].map((seq) => event(seq)).concat(event(5, 'SeedRevealed'));

  it('waits for history to reach the events heard live before it began, then ends with the game', async () => {
    // The game's last events were published (and heard) before the subscription; history has
    // applied three of five and gets the rest a moment later. No live event will come again.
    const { history, backend } = laggingHistory(events);
    history.applied = 3;
    setTimeout(() => (history.applied = 5), 200);
    const stream = gameEventStream({ backend, live: feed(5), registry }, summary, 0, 'p1');
    expect(await collect(stream, 5_000)).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks history once when it has everything', async () => {
    const { history, backend } = laggingHistory(events);
    history.applied = 5;
    const stream = gameEventStream({ backend, live: feed(5), registry }, summary, 2, 'p1');
    expect(await collect(stream, 5_000)).toEqual([3, 4, 5]);
    expect(history.asked).toBe(1);
  });
});
