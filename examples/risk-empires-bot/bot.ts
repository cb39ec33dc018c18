// Plays one seat of a game to its end: wakes on "your turn" notices and on the game's events,
// asks what it may do, picks a move and submits it. Safe to run again after a crash: each move's
// command id is derived from the game version, so a retried move is never played twice.
import { ApiError, type EmpiresApi } from './api';
import { chooseAction, type Action, type BoardView } from './strategy';

const GAME = `query($id: ID!) { game(id: $id) { status version toAct outcome { ranks reason } } }`;
const LEGAL = `query($id: ID!, $seat: Int!) { game(id: $id) { legalActions(seat: $seat) { version actions } view { view } } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;
const TURNS = `subscription { yourTurn { gameId seats version } }`;
const EVENTS = `subscription($gameId: ID!, $afterSeq: Int) { gameEvents(gameId: $gameId, afterSeq: $afterSeq) { seq } }`;

interface GameState {
  readonly status: string;
  readonly version: number;
  readonly toAct: readonly number[];
  readonly outcome: { readonly ranks: readonly number[]; readonly reason: string } | null;
}

export interface Played {
  readonly moves: number;
  readonly outcome: GameState['outcome'];
}

/** Why a move may be refused without anything being wrong: the game moved on since we looked. */
const MOVED_ON = new Set(['VERSION_CONFLICT', 'NOT_YOUR_TURN', 'GAME_FINISHED']);

/** Takes an open seat of a game that has not started; answers its number. */
export async function joinSeat(api: EmpiresApi, gameId: string): Promise<number> {
  const { joinSeat } = await api.query<{ joinSeat: { events: { type: string; payload: { seat: number } }[] } }>(
    `mutation($g: ID!) { joinSeat(gameId: $g) { events { type payload } } }`,
    { g: gameId },
  );
  const taken = joinSeat.events.find((e) => e.type === 'SeatTaken');
  if (!taken) throw new Error(`joining ${gameId} took no seat`);
  return taken.payload.seat;
}

export async function playSeat(
  api: EmpiresApi,
  gameId: string,
  seat: number,
  log: (line: string) => void = () => undefined,
): Promise<Played> {
  let wake: () => void = () => undefined;
  const signal = () => wake();
  const stops = [api.subscribe(TURNS, {}, signal), api.subscribe(EVENTS, { gameId, afterSeq: 0 }, signal, signal)];
  // Something happened, or a second passed: the notices are a speed-up, the loop never depends on them.
  const nextChange = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  let moves = 0;
  let playedAt = 0; // the version our last move produced: the read side may not have it yet
  try {
    for (;;) {
      const game = await current(api, gameId);
      if (!game) {
        await nextChange(); // a new game the read side has not heard of yet
        continue;
      }
      if (game.status === 'FINISHED' || game.status === 'ABORTED') return { moves, outcome: game.outcome };
      if (game.status !== 'PLAYING' || game.version < playedAt || !game.toAct.includes(seat)) {
        await nextChange();
        continue;
      }
      const { game: now } = await api.query<{
        game: { legalActions: { version: number; actions: Action[] }; view: { view: BoardView } };
      }>(LEGAL, { id: gameId, seat });
      const action = chooseAction(now.legalActions.actions, now.view.view);
      if (!action) {
        await nextChange();
        continue;
      }
      const version = now.legalActions.version;
      try {
        const commandId = `${gameId}:${seat}:${version}`;
        const { submitAction } = await api.query<{ submitAction: { version: number } }>(SUBMIT, {
          input: { gameId, seat, action, expectedVersion: version, commandId },
        });
        playedAt = submitAction.version;
        moves++;
        log(`v${version} ${JSON.stringify(action)}`);
      } catch (error) {
        if (!(error instanceof ApiError && MOVED_ON.has(error.code ?? ''))) throw error;
      }
    }
  } finally {
    stops.forEach((stop) => stop());
  }
}

async function current(api: EmpiresApi, gameId: string): Promise<GameState | undefined> {
  try {
    return (await api.query<{ game: GameState }>(GAME, { id: gameId })).game;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}
