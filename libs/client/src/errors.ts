/** One way input differed from its schema (`BAD_USER_INPUT` with `reason` MALFORMED_COMMAND or BAD_OPTIONS). */
export interface InputIssue {
  readonly path: string;
  readonly message: string;
}

interface WireError {
  readonly message: string;
  readonly extensions?: {
    readonly code?: string;
    readonly reason?: string;
    readonly issues?: InputIssue[];
    readonly retryAfterMs?: number;
  };
}

/**
 * A refusal from the server: `code` is one of `serverInfo.errorCodes` (clients switch on it),
 * `reason` the ruleset's or service's own code where there is one.
 */
export class EmpiresError extends Error {
  readonly code: string;
  readonly reason?: string;
  readonly issues: readonly InputIssue[];
  /** RATE_LIMITED: how long to wait before trying again. */
  readonly retryAfterMs?: number;

  constructor(error: WireError) {
    super(error.message);
    this.name = 'EmpiresError';
    this.code = error.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
    this.reason = error.extensions?.reason;
    this.issues = error.extensions?.issues ?? [];
    this.retryAfterMs = error.extensions?.retryAfterMs;
  }
}

export const isCode = (error: unknown, code: string): error is EmpiresError =>
  error instanceof EmpiresError && error.code === code;
