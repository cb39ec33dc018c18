import type {
  Actor,
  EventEnvelope,
  MatchmakingReply,
  MatchmakingRequestBody,
  TournamentView,
} from '@empires/contracts';
import { EventStore, toEnvelope } from '@empires/eventstore';
import { MatchmakingClient } from '@empires/messaging';
import { replyReaders, waitFor } from '@empires/testing';
import { historyStack, type HistoryStack } from './history-stack';
import { openMatchmakingSchema, tournamentSettings } from './matchmaking-schema';
import { startProcess } from './processes';
import { allStarted, closeOnFailure } from './start-up';

/** Engine, matchmaking and bot-runner as real processes on the test's namespace, and a matchmaking client. */
export interface TournamentStack {
  readonly h: HistoryStack;
  /** Matchmaking's own event store (its schema), where the tournament streams are. */
  readonly mmStore: EventStore;
  ask(playerId: string, body: MatchmakingRequestBody, commandId?: string): Promise<MatchmakingReply>;
  /** The data of a request that must succeed. */
  ok<T = TournamentView>(playerId: string, body: MatchmakingRequestBody): Promise<T>;
  /** The refusal code of a request, or OK. */
  codeOf(playerId: string, body: MatchmakingRequestBody): Promise<string>;
  tournamentEvents(tournamentId: string): Promise<EventEnvelope[]>;
  /** Waits until the tournament's stream holds `TournamentFinished`. */
  finished(tournamentId: string, timeoutMs?: number): Promise<void>;
  /** The outcome the engine recorded for a game: ranks per seat. */
  outcomeOf(gameId: string): Promise<{ ranks: number[]; scores?: number[] }>;
  /** Stops the matchmaking process and, once `whileDown` has run, starts a new one. */
  restartMatchmaking(whileDown?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function tournamentStack(): Promise<TournamentStack> {
  const h = await historyStack();
  const env = tournamentSettings(h);
  const startMatchmaking = () => startProcess('tests/e2e/support/matchmaking-with-fixtures.ts', env).then(h.ownProcess);
  const [, first] = await closeOnFailure(h, () =>
    allStarted([
      h.base.startEngine(),
      startMatchmaking(),
      startProcess('tests/e2e/support/bot-runner-with-fixtures.ts', env).then(h.ownProcess),
    ]),
  );
  let matchmaking = first;
  const mmDb = await closeOnFailure(h, () => openMatchmakingSchema(env.MATCHMAKING_SCHEMA));
  const mmStore = new EventStore(mmDb);
  const mm = new MatchmakingClient(h.base.kafka, h.base.topics);
  const player = (playerId: string): Actor => ({ kind: 'player', playerId });

  const ask: TournamentStack['ask'] = (playerId, body, commandId) =>
    mm.ask(body, player(playerId), { name: playerId, commandId, timeoutMs: 30_000 });

  const stack: TournamentStack = {
    h,
    mmStore,
    ask,
    ...replyReaders(ask),
    async tournamentEvents(tournamentId) {
      return (await mmStore.readStream(`tournament:${tournamentId}`)).map(toEnvelope);
    },
    async finished(tournamentId, timeoutMs = 150_000) {
      await waitFor(
        async () => (await stack.tournamentEvents(tournamentId)).some((e) => e.type === 'TournamentFinished'),
        timeoutMs,
        `${tournamentId} to finish`,
      );
    },
    async outcomeOf(gameId) {
      const finished = (await h.base.store.readStream(gameId)).find((e) => e.type === 'GameFinished');
      return (finished?.payload as { outcome: { ranks: number[]; scores?: number[] } }).outcome;
    },
    async restartMatchmaking(whileDown) {
      await matchmaking.stop();
      await whileDown?.();
      matchmaking = await startMatchmaking();
    },
    async close() {
      await mm.stop();
      await mmDb.close();
      await h.close();
    },
  };
  await closeOnFailure(stack, () => mm.start());
  return stack;
}
