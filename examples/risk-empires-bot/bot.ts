// Plays one seat of a game to its end, on the SDK's game session: the session follows the game
// (resuming after a dropped connection), folds its events into the seat's view and legal actions,
// and sends each move on the version it saw, retrying when the game moved on and the move still
// holds.
import { isCode, type GameSession } from '@empires/client';
import { chooseAction, type Action, type BoardView } from './strategy';

export interface Played {
  readonly moves: number;
  readonly outcome: GameSession['state']['outcome'];
}

const over = (s: GameSession) => s.status === 'finished' || s.status === 'aborted';
const myTurn = (s: GameSession) => s.status === 'playing' && s.seat !== undefined && s.toAct().includes(s.seat);

export async function playSeat(session: GameSession, log: (line: string) => void = () => undefined): Promise<Played> {
  let moves = 0;
  for (;;) {
    await session.waitFor((s) => over(s) || myTurn(s), 30 * 60_000);
    if (over(session)) return { moves, outcome: session.state.outcome };
    const action = chooseAction(session.legalActions<Action>() as Action[], session.view<BoardView>()!);
    if (!action) continue;
    try {
      await session.submit(action);
      moves++;
      log(`v${session.version} ${JSON.stringify(action)}`);
    } catch (error) {
      // The game moved on in a way that makes the move no longer ours to play: look again.
      if (!isCode(error, 'NOT_YOUR_TURN') && !isCode(error, 'GAME_FINISHED') && !isCode(error, 'VERSION_CONFLICT'))
        throw error;
    }
  }
}
