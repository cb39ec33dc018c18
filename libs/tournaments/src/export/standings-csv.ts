import type { StandingView } from '@empires/contracts';

const TIE_BREAKS = ['buchholz', 'sonneborn-berger', 'head-to-head', 'eliminated-in-round', 'seed', 'rating'];

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. Text that a
 * spreadsheet would take for a formula (= + - @, a tab or carriage return first) gets a leading
 * apostrophe (OWASP's advice on CSV injection): names are free text, and bots' are the organizer's.
 */
export const csvField = (value: unknown): string => {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The standings as CSV (header first, CRLF line ends); tie-break columns are those the format uses. */
export function standingsCsv(standings: readonly StandingView[]): string {
  const used = TIE_BREAKS.filter((name) => standings.some((r) => r.tieBreaks.some((t) => t.name === name)));
  const header = [
    'place',
    'entrant_id',
    'name',
    'kind',
    'status',
    'points',
    ...used.map((n) => n.replace(/-/g, '_')),
    'games',
    'wins',
    'byes',
  ];
  const rows = standings.map((r) => [
    r.place,
    r.entrantId,
    r.name,
    r.kind,
    r.status,
    r.points,
    ...used.map((n) => r.tieBreaks.find((t) => t.name === n)?.value ?? ''),
    r.games,
    r.wins,
    r.byes,
  ]);
  return [header, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}
