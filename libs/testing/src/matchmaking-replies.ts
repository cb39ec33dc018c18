import type { MatchmakingReply, MatchmakingRequestBody } from '@empires/contracts';

type Ask = (playerId: string, body: MatchmakingRequestBody) => Promise<MatchmakingReply>;

/** A matchmaking request's reply read the two ways tests want it: its data, or its refusal code. */
export function replyReaders(ask: Ask) {
  return {
    /** The data of a request that must succeed. */
    async ok<T>(playerId: string, body: MatchmakingRequestBody): Promise<T> {
      const r = await ask(playerId, body);
      if (!r.ok) throw new Error(`${body.type} refused: ${r.code} ${r.message}`);
      return r.data as T;
    },
    /** The refusal code of a request, or OK. */
    async codeOf(playerId: string, body: MatchmakingRequestBody): Promise<string> {
      const r = await ask(playerId, body);
      return r.ok ? 'OK' : r.code;
    },
  };
}
