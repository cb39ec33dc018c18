/** A request refused for a reason the asker can act on; it changes nothing. */
export class MatchmakingError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (code: string, message: string): never => {
  throw new MatchmakingError(code, message);
};
