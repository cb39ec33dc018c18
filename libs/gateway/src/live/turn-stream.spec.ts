import type { EventEnvelope, GameSummary, Query } from '@empires/contracts';
import type { History, Listener, LiveFeed } from '../ports';
import { turnStream, type TurnNotice } from './turn-stream';

const GAME = 'g_clocked';
const OTHER = 'g_other';
const bob = { kind: 'player', playerId: 'p_bob' };
const mallory = { kind: 'player', playerId: 'p_mallory' };
const standIn = { kind: 'bot', policy: 'random', standingInFor: 'p_mallory', until: 'turn' };

const summary = (gameId: string, version: number, seats: { kind: string }[], toAct: number[]) =>
  ({
    gameId,
    ruleset: 'dice-race@1.0.0',
    status: 'playing',
    seats: seats.map((holder, seat) => ({ seat, ...holder })),
    version,
    createdAt: '',
    toAct,
  }) as GameSummary;

const event = (gameId: string, seq: number, type: string, payload: object = {}, toAct?: number[]): EventEnvelope =>
  ({
    eventId: `${gameId}-${seq}`,
    streamId: gameId,
    seq,
    type,
    payload: { type, ...payload },
    occurredAt: '',
    ...(toAct ? { toAct } : {}),
  }) as unknown as EventEnvelope;
const at = (seq: number, type: string, payload: object = {}, toAct?: number[]) =>
  event(GAME, seq, type, payload, toAct);

/** History that knows the games the player sits in, and has applied every move it is asked about. */
function playing(games: GameSummary[]) {
  const backend: History = {
    async query<T>(query: Query): Promise<T> {
      if (query.type === 'ListGames') return { items: games } as T;
      if (query.type === 'LegalActions')
        return { seat: query.seat, version: Number.MAX_SAFE_INTEGER, actions: [] } as T;
      throw new Error(`unexpected ${query.type}`);
    },
    async game(gameId: string) {
      const found = games.find((g) => g.gameId === gameId);
      if (!found) throw new Error(`no game ${gameId}`);
      return found;
    },
  };
  let listener: Listener = () => undefined;
  const live: LiveFeed = { listen: (_id, l) => ((listener = l), () => undefined), lastSeqHeard: () => undefined };
  return { deps: { backend, live }, tell: (...later: EventEnvelope[]) => later.forEach((e) => listener(e)) };
}

/** The first notice the stream gives once it listens and `tell` has told the live feed its events. */
async function firstNotice(stream: AsyncGenerator<TurnNotice>, tell: () => void) {
  const first = stream.next(); // the stream listens from here on
  tell();
  const { value } = await first;
  await stream.return(undefined);
  return value && { gameId: value.gameId, seats: value.seats, version: value.version };
}

describe('turnStream', () => {
  // Another game of Mallory's, whose turn comes last: a notice of it says none came before.
  const other = summary(OTHER, 3, [mallory, bob], []);
  const othersTurn = event(OTHER, 4, 'Rolled', {}, [0]);

  it('gives no notice for a seat a stand-in bot plays for the player, and notices again once it is handed back', async () => {
    const { deps, tell } = playing([summary(GAME, 5, [bob, mallory], [0]), other]);
    const stream = turnStream(deps, 'p_mallory');
    const notice = await firstNotice(stream, () =>
      tell(
        at(6, 'SeatTimedOut', { seat: 1, firstMove: false, action: 'bot' }),
        at(7, 'SeatTakenOver', { seat: 1, holder: standIn }),
        at(8, 'ClockChanged', {}, [1]), // the bot's turn
        at(9, 'Rolled', {}),
        at(10, 'SeatHandedBack', { seat: 1, holder: mallory }),
        at(11, 'ClockChanged', {}, [0]),
        at(12, 'Rolled', {}, [1]),
        othersTurn,
      ),
    );
    expect(notice).toEqual({ gameId: GAME, seats: [1], version: 12 });
  });

  it('notices the turn of a seat reclaimed after the summary, read while a stand-in played it', async () => {
    const standingIn = { ...standIn, until: 'game' };
    const { deps, tell } = playing([summary(GAME, 5, [bob, standingIn], [1]), other]);
    const stream = turnStream(deps, 'p_mallory');
    const notice = await firstNotice(stream, () =>
      tell(at(6, 'SeatReclaimed', { seat: 1, holder: mallory }), at(7, 'ClockChanged', {}, [1]), othersTurn),
    );
    expect(notice).toEqual({ gameId: GAME, seats: [1], version: 7 });
  });

  it("follows the seats of a game it first hears of from the player's seat changing, from that game's summary", async () => {
    // A game started after the list of Mallory's games was read: its summary has her at seat 1 already.
    const later = summary(GAME, 7, [bob, mallory], []);
    const { deps, tell } = playing([other]);
    deps.backend.game = async (gameId) => (gameId === GAME ? later : other);
    const stream = turnStream(deps, 'p_mallory');
    const notice = await firstNotice(stream, () =>
      tell(
        at(7, 'SeatTaken', { seat: 1, holder: mallory }), // counted by the summary already
        at(8, 'SeatTakenOver', { seat: 1, holder: standIn }),
        at(9, 'ClockChanged', {}, [1]),
        othersTurn,
      ),
    );
    expect(notice).toEqual({ gameId: OTHER, seats: [0], version: 4 });
  });
});
