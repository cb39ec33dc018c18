import type { TournamentFormat, TournamentStatus } from '@empires/client';

/** Formats in the words a player reads. */
export const FORMAT_NAMES: Readonly<Record<TournamentFormat, string>> = {
  ROUND_ROBIN: 'Round robin',
  SWISS: 'Swiss',
  PODS: 'Pods',
  SINGLE_ELIMINATION: 'Single elimination',
  DOUBLE_ELIMINATION: 'Double elimination',
  ARENA: 'Arena',
};

export const STATUSES: readonly TournamentStatus[] = ['DRAFT', 'REGISTRATION', 'RUNNING', 'FINISHED', 'CANCELLED'];

export const statusWord = (status: string) => status.toLowerCase();

export const isElimination = (format: TournamentFormat) =>
  format === 'SINGLE_ELIMINATION' || format === 'DOUBLE_ELIMINATION';

/** Points as the standings print them: whole numbers bare, halves with one decimal. */
export const points = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : String(Math.round(n * 100) / 100);
