import { must } from '@empires/rules-kernel';
import { refused, TournamentCodes as C, type Refusal } from '../refusal';
import { standingsOf, tieBreakRule } from '../standings/standings';
import { settingsOf, type TournamentState } from '../state';

/** The formats a TRF file describes: two-player events where everyone plays every round. */
export const TRF_FORMATS: readonly string[] = ['swiss', 'round-robin'];

/** Right-aligned in its column; `exportTrf` refuses an event whose figures would not fit. */
const pad = (value: string | number, width: number): string => String(value).padStart(width);
/** Cut and padded by characters (code points), not UTF-16 units: a letter outside the BMP is never split. */
const text = (value: string, width: number): string => {
  const chars = Array.from(value).slice(0, width);
  return chars.join('') + ' '.repeat(width - chars.length);
};
/** The most points the four-character points column holds. */
const MOST_POINTS = 99.5;
/** FIDE's rating column holds 0 to 9999; below zero the rating is written 0 (XEN carries it exactly). */
const ratingColumn = (rating: number): number => Math.min(9999, Math.max(0, Math.round(rating)));
/** A one-line field: line breaks would start a record of their own. */
const line = (value: string): string => value.replace(/[\r\n]+/g, ' ');
const number = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/**
 * Start ranks as FIDE numbers players: the seeds (rating, then registration), then anyone who
 * entered after the start, in registration order.
 */
export function startRanks(state: TournamentState): string[] {
  const late = state.entrants.map((e) => e.entrantId).filter((id) => !state.seeds.includes(id));
  return [...state.seeds, ...late];
}

/**
 * The event as a TRF-16-like text file (FIDE's Tournament Report File, the format pairing
 * programs and rating officers exchange): a header, one `001` line per entrant with its
 * round-by-round results in FIDE's columns, and `X..` extension lines that carry what TRF has no
 * place for (entrant ids, exact ratings, our tie-breaks). The format is described in the README.
 */
export function exportTrf(state: TournamentState): string | Refusal {
  const s = settingsOf(state);
  if (!TRF_FORMATS.includes(s.format))
    return refused(C.badInput, `a TRF file is for ${TRF_FORMATS.join(' and ')}; ${s.format} exports as CSV`);
  const ranks = startRanks(state);
  const numberOf = new Map(ranks.map((id, i) => [id, i + 1]));
  const standings = standingsOf(state);
  const most = Math.max(0, ...standings.map((r) => r.points));
  if (most > MOST_POINTS)
    return refused(
      C.badInput,
      `a TRF file holds at most ${MOST_POINTS} points an entrant, and ${most} were scored: export it as CSV`,
    );
  const placeOf = new Map(standings.map((r) => [r.entrantId, r]));
  const entrant = new Map(state.entrants.map((e) => [e.entrantId, e]));
  const players = ranks.map((id, i) => ({
    id,
    start: i + 1,
    e: must(entrant.get(id), `entrant ${id}`),
    row: must(placeOf.get(id), `standings row of ${id}`),
  }));
  const out = [
    `012 ${line(s.name)}`,
    `022 Empires`,
    `062 ${ranks.length}`,
    `092 ${s.format === 'swiss' ? 'Individual: Swiss-System' : 'Individual: Round-Robin'}`,
    `102 ${line(s.organizer)}`,
    `XXR ${state.played.length}`,
    `XXS ${s.ruleset}`,
    `XTO ${(standings[0]?.tieBreaks ?? []).map((t) => t.name).join(' ')}`,
    `XTD ${line(tieBreakRule(state))}`,
  ];
  for (const { id, start, e, row } of players) {
    let record =
      `001 ${pad(start, 4)}      ${text(line(e.name), 33)} ${pad(ratingColumn(e.rating), 4)}` +
      `${' '.repeat(28)}${pad(row.points.toFixed(1), 4)} ${pad(row.place, 4)}`;
    for (const round of state.played) {
      const p = round.pairings.find((x) => x.seats.includes(id));
      record += `  ${roundCell(p, id, numberOf)}`;
    }
    out.push(record.trimEnd());
  }
  for (const { start, e } of players)
    out.push(`XEN ${pad(start, 4)} ${e.entrantId} ${e.kind} ${e.status} ${number(e.rating)} ${line(e.name)}`);
  for (const { start, row } of players) {
    const tieBreaks = row.tieBreaks.map((t) => `${t.name}=${number(t.value)}`);
    out.push(`XTB ${pad(start, 4)} ${tieBreaks.join(' ')}`);
  }
  return out.join('\n') + '\n';
}

/**
 * One round of one entrant, 8 characters as FIDE sets them: the opponent's start rank (0000 for
 * none), the colour (w: seat 0, b: seat 1, -: no game) and the result (1, =, 0; U a pairing bye,
 * worth a win; Z not paired: withdrawn or not yet entered; a blank result: still playing).
 */
function roundCell(
  p: TournamentState['played'][number]['pairings'][number] | undefined,
  id: string,
  numberOf: ReadonlyMap<string, number>,
): string {
  if (!p) return '0000 - Z';
  if (p.kind === 'bye') return '0000 - U';
  const seat = p.seats.indexOf(id);
  const opponent = p.seats[1 - seat];
  const colour = seat === 0 ? 'w' : 'b';
  const result = !p.result
    ? ' '
    : p.result.ranks[seat] < p.result.ranks[1 - seat]
      ? '1'
      : p.result.ranks[seat] === p.result.ranks[1 - seat]
        ? '='
        : '0';
  return `${pad(must(numberOf.get(opponent), `start rank of ${opponent}`), 4)} ${colour} ${result}`;
}
