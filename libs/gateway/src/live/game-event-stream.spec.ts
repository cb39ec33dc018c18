import type { EventEnvelope, GameSummary, Query } from '@empires/contracts';
import { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace } from '@empires/testing';
import { gameEventStream } from './game-event-stream';
import type { Listener, LiveFeed } from '../ports';
import type { PresentedEvent } from '../present/games';

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

  describe('redacts live events for the seat the player holds at their seq', () => {
    const ruleset = 'dice-race@1.0.0';
    const at = (seq: number, type: string, payload: object = {}): EventEnvelope =>
      ({ ...event(seq, type), ruleset, payload: { type, ...payload } }) as EventEnvelope;
    const mallory = { kind: 'player', playerId: 'p_mallory' };
    const bob = { kind: 'player', playerId: 'p_bob' };
    /** A summary read before the game's second event, however far the game has gone since. */
    const readAtSeqOne = (malloryAt?: number) =>
      ({
        ...summary,
        status: 'open',
        version: 1,
        seats: [0, 1].map((seat) => (seat === malloryAt ? { seat, ...mallory } : { seat, kind: 'open' })),
      }) as GameSummary;
    /** History holds `told`; the live feed heard them all before the subscription, and tells the rest when asked. */
    function game(told: EventEnvelope[]) {
      const { history, backend } = laggingHistory(told);
      history.applied = told.length;
      let listener: Listener = () => undefined;
      const live: LiveFeed = { listen: (_id, l) => ((listener = l), () => undefined), lastSeqHeard: () => told.length };
      return { backend, live, tell: (...later: EventEnvelope[]) => later.forEach((e) => listener(e)) };
    }
    /** The first event's seq and the dealt secret as the stream sends them. */
    async function dealtTo(stream: AsyncGenerator<PresentedEvent>, tell: () => void) {
      const first = stream.next(); // the stream listens from here on
      tell();
      const seqs = [(await first).value?.seq];
      for (;;) {
        const next = await stream.next();
        if (next.done) throw new Error('the stream ended before the secret was dealt');
        seqs.push(next.value.seq);
        if (next.value.type === 'SecretDealt')
          return (await stream.return(undefined), { seqs, dealt: next.value.payload });
      }
    }
    const afterBobSits = [
      at(3, 'SeatTaken', { seat: 1, holder: bob }),
      at(4, 'GameStarted'),
      at(5, 'SecretDealt', { seat: 1, secret: 77 }),
    ];

    it('hides the secret of a seat whose leaving only history told (the summary still seats the player)', async () => {
      const { backend, live, tell } = game([at(1, 'GameCreated'), at(2, 'SeatLeft', { seat: 1, holder: mallory })]);
      const stream = gameEventStream({ backend, live, registry }, readAtSeqOne(1), 0, 'p_mallory');
      const { dealt } = await dealtTo(stream, () => tell(...afterBobSits));
      expect(dealt).toEqual({ type: 'SecretDealt', seat: 1, secret: 0 });
    });

    it('hides it too from a client that resumes past the leaving, which it is not sent again', async () => {
      const { backend, live, tell } = game([at(1, 'GameCreated'), at(2, 'SeatLeft', { seat: 1, holder: mallory })]);
      const stream = gameEventStream({ backend, live, registry }, readAtSeqOne(1), 2, 'p_mallory');
      const { seqs, dealt } = await dealtTo(stream, () => tell(...afterBobSits));
      expect({ seqs, dealt }).toEqual({ seqs: [3, 4, 5], dealt: { type: 'SecretDealt', seat: 1, secret: 0 } });
    });

    it('shows a player the secret of a seat whose taking only history told', async () => {
      const { backend, live, tell } = game([at(1, 'GameCreated'), at(2, 'SeatTaken', { seat: 1, holder: mallory })]);
      const stream = gameEventStream({ backend, live, registry }, readAtSeqOne(), 0, 'p_mallory');
      const { dealt } = await dealtTo(stream, () =>
        tell(at(3, 'GameStarted'), at(4, 'SecretDealt', { seat: 1, secret: 77 })),
      );
      expect(dealt).toEqual({ type: 'SecretDealt', seat: 1, secret: 77 });
    });

    it("shows a player his seat's secret while a stand-in bot plays it, and never another seat's", async () => {
      const standIn = { kind: 'bot', policy: 'random', standingInFor: 'p_mallory', until: 'game' };
      const { backend, live, tell } = game([at(1, 'GameCreated'), at(2, 'GameStarted')]);
      const playing = {
        ...summary,
        status: 'playing',
        version: 2,
        seats: [
          { seat: 0, ...bob },
          { seat: 1, ...standIn },
        ],
      };
      const stream = gameEventStream({ backend, live, registry }, playing as GameSummary, 2, 'p_mallory');
      const first = stream.next();
      tell(at(3, 'SecretDealt', { seat: 0, secret: 55 }), at(4, 'SecretDealt', { seat: 1, secret: 77 }));
      const dealt = [(await first).value, (await stream.next()).value].map((e) => (e as PresentedEvent).payload);
      await stream.return(undefined);
      expect(dealt).toEqual([
        { type: 'SecretDealt', seat: 0, secret: 0 },
        { type: 'SecretDealt', seat: 1, secret: 77 },
      ]);
    });
  });
});
