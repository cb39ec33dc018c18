import type { ExportedEvent, ExportedGame } from './records';

export type ExportedStatus = 'open' | 'playing' | 'finished' | 'aborted';

interface Holder {
  readonly kind: string;
  readonly playerId?: string;
  readonly policy?: string;
}

interface Outcome {
  readonly ranks: readonly number[];
  readonly scores?: readonly number[];
  readonly reason: string;
  readonly forfeited?: readonly number[];
  readonly standIns?: readonly number[];
}

/** What the tables, filters and summaries ask of a game, read from its events once. */
export interface GameFacts {
  readonly id: string;
  readonly rulesetId: string;
  readonly rulesetVersion: string;
  readonly status: ExportedStatus;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly endedAt: string | null;
  /** Who held each seat when the game began (or now, if it has not). */
  readonly seats: readonly Holder[];
  readonly outcome: Outcome | null;
  readonly seedHash: string | null;
  readonly seedRevealed: boolean;
  /** The first event of each move, in order: it carries the move as submitted. */
  readonly moves: readonly ExportedEvent[];
  /** The highest `round` any of the ruleset's events names; null where the ruleset counts none. */
  readonly rounds: number | null;
}

const payloadOf = <T>(e: ExportedEvent | undefined) => e?.payload as T | undefined;

/** A seat's holder changes before the start (taken, left) and during play (stand-ins): the latest before the start counts. */
function seatsAtStart(events: readonly ExportedEvent[]): Holder[] {
  const seats: Holder[] = [...(payloadOf<{ seats?: Holder[] }>(events[0])?.seats ?? [])];
  for (const e of events) {
    if (e.type === 'GameStarted') break;
    if (e.type === 'SeatTaken') seats[(e.payload as { seat: number }).seat] = (e.payload as { holder: Holder }).holder;
    if (e.type === 'SeatLeft') seats[(e.payload as { seat: number }).seat] = { kind: 'open' };
  }
  return seats;
}

export function gameFacts(game: ExportedGame): GameFacts {
  const { events } = game;
  const find = (type: string) => events.find((e) => e.type === type);
  const [rulesetId, rulesetVersion = ''] = game.ruleset.split('@');
  const finished = find('GameFinished');
  const aborted = find('GameAborted');
  const started = find('GameStarted');
  let rounds: number | null = null;
  for (const e of events) {
    const round = (e.payload as { round?: unknown } | null)?.round;
    if (typeof round === 'number' && (rounds === null || round > rounds)) rounds = round;
  }
  return {
    id: game.id,
    rulesetId,
    rulesetVersion,
    status: finished ? 'finished' : aborted ? 'aborted' : started ? 'playing' : 'open',
    createdAt: events[0]?.occurredAt ?? '',
    startedAt: started?.occurredAt ?? null,
    endedAt: (finished ?? aborted)?.occurredAt ?? null,
    seats: seatsAtStart(events),
    outcome: payloadOf<{ outcome: Outcome }>(finished)?.outcome ?? null,
    seedHash: payloadOf<{ seedHash?: string }>(events[0])?.seedHash ?? null,
    seedRevealed: events.some((e) => e.type === 'SeedRevealed'),
    moves: events.filter((e) => e.command !== undefined && e.command !== null),
    rounds,
  };
}

/** The seat a move was made for: the command names it; the actor does too. */
export function moveSeat(e: ExportedEvent): number | null {
  const fromCommand = (e.command as { seat?: unknown } | undefined)?.seat;
  if (typeof fromCommand === 'number') return fromCommand;
  const fromActor = (e.actor as { seat?: unknown } | undefined)?.seat;
  return typeof fromActor === 'number' ? fromActor : null;
}
