/** A command the rules refuse. A value, never thrown: rejected input changes nothing. */
export interface RuleViolation {
  readonly violation: true;
  /** Stable, SCREAMING_SNAKE code that clients may switch on (e.g. `NOT_YOUR_TURN`). */
  readonly code: string;
  readonly message: string;
}

export const violation = (code: string, message: string): RuleViolation => ({ violation: true, code, message });

export const isViolation = (value: unknown): value is RuleViolation =>
  typeof value === 'object' && value !== null && (value as RuleViolation).violation === true;

/** Codes every ruleset shares, so the edges can map them once. */
export const Codes = {
  notYourTurn: 'NOT_YOUR_TURN',
  illegalAction: 'ILLEGAL_ACTION',
  malformed: 'MALFORMED_COMMAND',
  gameFinished: 'GAME_FINISHED',
  unknownCommand: 'UNKNOWN_COMMAND',
} as const;
