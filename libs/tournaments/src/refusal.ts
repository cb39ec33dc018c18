/** A command the tournament refuses. A value, never thrown: refused input changes nothing. */
export interface Refusal {
  readonly refused: true;
  readonly code: string;
  readonly message: string;
}

export const refused = (code: string, message: string): Refusal => ({ refused: true, code, message });

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as Refusal).refused === true;

/** Stable codes clients may switch on. */
export const TournamentCodes = {
  notFound: 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  badInput: 'BAD_USER_INPUT',
  alreadyExists: 'ALREADY_EXISTS',
  alreadyOpen: 'ALREADY_OPEN',
  notOpen: 'NOT_OPEN',
  registrationClosed: 'REGISTRATION_CLOSED',
  alreadyRegistered: 'ALREADY_REGISTERED',
  notRegistered: 'NOT_REGISTERED',
  full: 'TOURNAMENT_FULL',
  tooFewEntrants: 'TOO_FEW_ENTRANTS',
  alreadyStarted: 'ALREADY_STARTED',
  notStarted: 'NOT_STARTED',
  roundInProgress: 'ROUND_IN_PROGRESS',
  over: 'TOURNAMENT_OVER',
  checkInClosed: 'CHECK_IN_CLOSED',
  alreadyCheckedIn: 'ALREADY_CHECKED_IN',
} as const;
