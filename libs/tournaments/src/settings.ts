import {
  TOURNAMENT_FORMATS,
  type AdvanceMode,
  type TournamentFormat,
  type TournamentSettingsInput,
} from '@empires/contracts';
import { isRefusal, refused, TournamentCodes as C, type Refusal } from './refusal';

/** A tournament's settings as checked at creation, recorded in `TournamentCreated`. */
export interface TournamentSettings {
  readonly tournamentId: string;
  readonly name: string;
  readonly organizer: string;
  readonly ruleset: string;
  readonly format: TournamentFormat;
  readonly tableSize: number;
  /** Pods: the smallest table made when the entrants do not divide into full ones. */
  readonly minTableSize: number;
  /** Swiss and pods; null: decided at the start (Swiss) or by the format. */
  readonly rounds: number | null;
  readonly roundLimit: number | null;
  readonly options: Readonly<Record<string, unknown>>;
  readonly advance: AdvanceMode;
  readonly lateEntry: boolean;
  readonly maxEntrants: number;
  /** Seeds the pairing's tie-breaks (Swiss, pods) and the seat order at pods: recorded, so anyone can pair again. */
  readonly seed: number;
  /** Every game's clock (`ClockSettings`, checked by the edge); absent: untimed games. */
  readonly clock?: Readonly<Record<string, unknown>>;
  /** ISO 8601: registration opens by itself then (a durable deadline on the stream). */
  readonly registrationOpensAt?: string;
  /** ISO 8601: the tournament starts by itself then. */
  readonly startsAt?: string;
  /** Entrants check in during the last this many seconds before `startsAt`; the others are withdrawn at the start. */
  readonly checkInSeconds?: number;
  /** Arena: how long it runs from its start. */
  readonly durationSeconds?: number;
  /** Swiss and round robin: the tie-breaks after points, in the organizer's order (default Buchholz, Sonneborn-Berger, rating). */
  readonly tieBreaks?: readonly TwoPlayerTieBreak[];
}

/** The tie-breaks an organizer may order for Swiss and round robin. */
export const TWO_PLAYER_TIE_BREAKS = ['buchholz', 'sonneborn-berger', 'wins', 'rating'] as const;
export type TwoPlayerTieBreak = (typeof TWO_PLAYER_TIE_BREAKS)[number];

/** What the edge knows of the ruleset: its seat limits and whether it has a round limit. */
export interface RulesetFacts {
  readonly id: string;
  readonly seats: { readonly min: number; readonly max: number };
  readonly hasRoundLimit: boolean;
}

/** Formats played at two seats only (an arena may seat more). */
export const isTwoPlayer = (format: TournamentFormat): boolean => format !== 'pods' && format !== 'arena';
export const isElimination = (format: TournamentFormat): boolean =>
  format === 'single-elimination' || format === 'double-elimination';
const lateEntryAllowed = (format: TournamentFormat): boolean => format === 'swiss' || format === 'pods';

const MAX_ROUNDS = 20;
const MAX_ARENA_SECONDS = 24 * 3600;
const MAX_CHECK_IN_SECONDS = 24 * 3600;
const MAX_ENTRANTS = 1024;
const DEFAULT_MAX_ENTRANTS = 256;
const DEFAULT_POD_ROUNDS = 3;

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** The fewest active entrants a format can start with. */
export function minEntrants(s: Pick<TournamentSettings, 'format' | 'tableSize'>): number {
  if (s.format === 'pods') return s.tableSize;
  // One more than a table, so that nobody has to face the same opponents twice in a row.
  if (s.format === 'arena') return s.tableSize + 1;
  return s.format === 'double-elimination' ? 4 : 2;
}

/** Checks an organizer's settings against the format and the ruleset; game options are checked by the edge. */
export function settingsFrom(
  input: TournamentSettingsInput,
  ruleset: RulesetFacts,
  ids: { tournamentId: string; organizer: string; seed: number },
  now?: Date,
): TournamentSettings | Refusal {
  const bad = (message: string) => refused(C.badInput, message);
  const p = (input ?? {}) as Partial<Record<keyof TournamentSettingsInput, unknown>>;
  if (typeof p.name !== 'string' || p.name.trim().length === 0 || p.name.length > 80)
    return bad('name is 1 to 80 characters');
  const format = p.format as TournamentFormat;
  if (!TOURNAMENT_FORMATS.includes(format)) return bad(`format is one of ${TOURNAMENT_FORMATS.join(', ')}`);
  const tableSize = p.tableSize ?? (isTwoPlayer(format) || format === 'arena' ? 2 : undefined);
  if (isTwoPlayer(format) && tableSize !== 2) return bad(`${format} is for two-player games: tableSize is 2`);
  if (format === 'pods' && !isInt(tableSize, 3, 6)) return bad('pods seat 3 to 6 players a table');
  if (format === 'arena' && !isInt(tableSize, 2, 6)) return bad('an arena seats 2 to 6 players a table');
  const size = tableSize as number;
  if (size < ruleset.seats.min || size > ruleset.seats.max)
    return bad(`${ruleset.id} takes ${ruleset.seats.min} to ${ruleset.seats.max} seats`);
  const roundsGiven = p.rounds !== undefined && p.rounds !== null;
  if (roundsGiven && format !== 'swiss' && format !== 'pods') return bad(`${format} decides its own number of rounds`);
  if (roundsGiven && !isInt(p.rounds, 1, MAX_ROUNDS)) return bad(`rounds is 1 to ${MAX_ROUNDS}`);
  const roundLimit = p.roundLimit ?? null;
  if (roundLimit !== null && !ruleset.hasRoundLimit) return bad(`${ruleset.id} has no round limit`);
  if (roundLimit !== null && !isInt(roundLimit, 1, 1000)) return bad('roundLimit is 1 to 1000');
  const options = p.options ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return bad('options is an object of game options');
  const advance = p.advance ?? 'auto';
  if (advance !== 'auto' && advance !== 'manual') return bad('advance is "auto" or "manual"');
  if (format === 'arena' && advance !== 'auto') return bad('an arena pairs as games end: advance is "auto"');
  const lateEntry = p.lateEntry ?? lateEntryAllowed(format);
  if (typeof lateEntry !== 'boolean' || (lateEntry && !lateEntryAllowed(format)))
    return bad(`late entry is for Swiss and pods, not ${format}`);
  const clock = p.clock ?? undefined;
  if (clock !== undefined && (typeof clock !== 'object' || clock === null || Array.isArray(clock)))
    return bad('clock is an object: a time control and its policy');
  const schedule = scheduleFrom(p, now);
  if (isRefusal(schedule)) return schedule;
  const durationSeconds = p.durationSeconds ?? undefined;
  if (format === 'arena' && !isInt(durationSeconds, 10, MAX_ARENA_SECONDS))
    return bad(`an arena runs durationSeconds, 10 to ${MAX_ARENA_SECONDS}`);
  if (format !== 'arena' && durationSeconds !== undefined) return bad('durationSeconds is for arenas');
  const tieBreaks = p.tieBreaks ?? undefined;
  if (tieBreaks !== undefined) {
    if (format !== 'swiss' && format !== 'round-robin') return bad('tieBreaks are ordered for Swiss and round robin');
    if (
      !Array.isArray(tieBreaks) ||
      tieBreaks.length === 0 ||
      new Set(tieBreaks).size !== tieBreaks.length ||
      !tieBreaks.every((t) => TWO_PLAYER_TIE_BREAKS.includes(t))
    )
      return bad(`tieBreaks are some of ${TWO_PLAYER_TIE_BREAKS.join(', ')}, each once`);
  }
  const maxEntrants = p.maxEntrants ?? DEFAULT_MAX_ENTRANTS;
  if (!isInt(maxEntrants, minEntrants({ format, tableSize: size }), MAX_ENTRANTS))
    return bad(`maxEntrants is ${minEntrants({ format, tableSize: size })} to ${MAX_ENTRANTS}`);
  return {
    tournamentId: ids.tournamentId,
    name: p.name.trim(),
    organizer: ids.organizer,
    ruleset: ruleset.id,
    format,
    tableSize: size,
    minTableSize: format === 'pods' ? Math.max(ruleset.seats.min, 3, size - 1) : format === 'arena' ? size : 2,
    rounds: roundsGiven ? (p.rounds as number) : format === 'pods' ? DEFAULT_POD_ROUNDS : null,
    roundLimit: roundLimit as number | null,
    options: options as Record<string, unknown>,
    advance,
    lateEntry,
    maxEntrants,
    seed: ids.seed,
    ...(clock ? { clock: tournamentClock(clock as Record<string, unknown>) } : {}),
    ...schedule,
    ...(format === 'arena' ? { durationSeconds: durationSeconds as number } : {}),
    ...(tieBreaks ? { tieBreaks: tieBreaks as TwoPlayerTieBreak[] } : {}),
  };
}

type Schedule = Pick<TournamentSettings, 'registrationOpensAt' | 'startsAt' | 'checkInSeconds'>;

/** The times an organizer set: ISO 8601, in the future, registration before the start; check-in needs a start. */
function scheduleFrom(p: Partial<Record<keyof TournamentSettingsInput, unknown>>, now?: Date): Schedule | Refusal {
  const bad = (message: string) => refused(C.badInput, message);
  const out: { -readonly [K in keyof Schedule]: Schedule[K] } = {};
  for (const key of ['registrationOpensAt', 'startsAt'] as const) {
    const value = p[key];
    if (value === undefined || value === null) continue;
    const at = typeof value === 'string' ? new Date(value) : undefined;
    if (!at || Number.isNaN(at.getTime())) return bad(`${key} is an ISO 8601 date and time`);
    if (now && at.getTime() <= now.getTime()) return bad(`${key} is in the future`);
    out[key] = at.toISOString();
  }
  if (out.registrationOpensAt && out.startsAt && out.registrationOpensAt >= out.startsAt)
    return bad('registration opens before the start');
  const checkIn = p.checkInSeconds ?? undefined;
  if (checkIn !== undefined) {
    if (!out.startsAt) return bad('check-in needs startsAt');
    if (!isInt(checkIn, 1, MAX_CHECK_IN_SECONDS)) return bad(`checkInSeconds is 1 to ${MAX_CHECK_IN_SECONDS}`);
    out.checkInSeconds = checkIn;
  }
  return out;
}

/** A tournament game's clock: without a policy of its own, running out of time (or never showing) forfeits. */
const tournamentClock = (clock: Record<string, unknown>): Record<string, unknown> =>
  'policy' in clock ? clock : { ...clock, policy: { onTimeout: 'forfeit', noShow: 'forfeit' } };

/** The options every game of the tournament is created with. */
export const gameOptions = (s: TournamentSettings): Record<string, unknown> =>
  s.roundLimit === null ? { ...s.options } : { ...s.options, roundLimit: s.roundLimit };
