import type { StandingView } from '@empires/contracts';
import { isElimination } from '../settings';
import type { TournamentState } from '../state';
import { ARENA_RULE, arenaStandings } from './arena';
import { ELIMINATION_RULE, eliminationStandings } from './elimination';
import { PODS_RULE, podStandings } from './pods';
import { twoPlayerRule, twoPlayerStandings } from './two-player';

/** The standings, recomputed from the tournament's events (never stored apart from them). */
export function standingsOf(state: TournamentState): StandingView[] {
  const format = state.settings?.format;
  if (!format) return [];
  if (format === 'pods') return podStandings(state);
  if (format === 'arena') return arenaStandings(state);
  return isElimination(format) ? eliminationStandings(state) : twoPlayerStandings(state);
}

export function tieBreakRule(state: TournamentState): string {
  const format = state.settings?.format;
  if (format === 'pods') return PODS_RULE;
  if (format === 'arena') return ARENA_RULE;
  return format && isElimination(format) ? ELIMINATION_RULE : twoPlayerRule(state);
}
