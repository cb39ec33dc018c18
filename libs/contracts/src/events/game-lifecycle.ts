/**
 * The events every game stream has, whatever its ruleset: set-up, seats, start and end. The
 * ruleset's own events come between `GameStarted` and `GameFinished` (or `GameAborted`).
 */
export const GameLifecycleTypes = [
  'GameCreated',
  'SeatTaken',
  'SeatLeft',
  'GameStarted',
  'GameFinished',
  'GameAborted',
  'SeedRevealed',
] as const;

export type GameLifecycleType = (typeof GameLifecycleTypes)[number];

const lifecycle: ReadonlySet<string> = new Set(GameLifecycleTypes);

/** Whether an event of a game stream is one of the engine's own rather than its ruleset's. */
export const isLifecycle = (type: string): type is GameLifecycleType => lifecycle.has(type);
