import type { TournamentEvent } from './events';

/** The moments of a tournament an organizer can be told of (by webhook), in the order they come. */
export const MILESTONES = [
  'registration-opened',
  'round-paired',
  'game-finished',
  'standings-changed',
  'event-finished',
] as const;

export type Milestone = (typeof MILESTONES)[number];

export const isMilestone = (value: unknown): value is Milestone => MILESTONES.includes(value as Milestone);

/**
 * The milestones one event reaches. Standings change when a round closes and, in an arena (no
 * rounds to wait for), with every game; the final standings come with `event-finished`.
 */
export function milestonesOf(event: TournamentEvent, format?: string): Milestone[] {
  switch (event.type) {
    case 'TournamentRegistrationOpened':
      return ['registration-opened'];
    case 'TournamentRoundPaired':
      return ['round-paired'];
    case 'TournamentGameFinished':
      return format === 'arena' ? ['game-finished', 'standings-changed'] : ['game-finished'];
    case 'TournamentRoundClosed':
      return format === 'arena' ? [] : ['standings-changed'];
    case 'TournamentFinished':
      return ['event-finished'];
    default:
      return [];
  }
}
