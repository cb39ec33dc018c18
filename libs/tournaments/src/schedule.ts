import type { TournamentSettings } from './settings';
import type { TournamentState } from './state';

const plusSeconds = (iso: string, seconds: number): string => new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** When entrants may start checking in: `checkInSeconds` before the start. */
export const checkInOpensAt = (s: TournamentSettings): string | undefined =>
  s.startsAt && s.checkInSeconds ? plusSeconds(s.startsAt, -s.checkInSeconds) : undefined;

/** When an arena started at `at` stops pairing. */
export const arenaEndsAt = (s: TournamentSettings, at: string): string => plusSeconds(at, s.durationSeconds ?? 0);

/**
 * The next moment the tournament has something to do by itself (`RunSchedule`), or null: kept as
 * the durable deadline of its stream, so a restart of matchmaking loses none.
 */
export function nextDeadline(state: TournamentState): string | null {
  const s = state.settings;
  if (!s) return null;
  if (state.status === 'draft') return s.registrationOpensAt ?? s.startsAt ?? null;
  if (state.status === 'registration') return s.startsAt ?? null;
  if (state.status === 'running' && s.format === 'arena') return state.endsAt ?? null;
  return null;
}
