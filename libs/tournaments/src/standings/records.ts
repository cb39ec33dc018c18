import type { StandingView, TieBreakView } from '@empires/contracts';
import type { EntrantState, TournamentState } from '../state';
import { byePoints, placePoints, wonAlone } from './places';

/** One finished game as one entrant saw it. */
interface GameLine {
  readonly round: number;
  readonly points: number;
  readonly opponents: readonly string[];
  /** Opponents this entrant finished ahead of, and behind. */
  readonly ahead: readonly string[];
  readonly behind: readonly string[];
}

/** An entrant's results so far, read from the rounds played. */
export interface EntrantRecord {
  readonly points: number;
  readonly games: readonly GameLine[];
  readonly wins: number;
  readonly byes: number;
}

/** Every entrant's record (registered entrants with no results have an empty one). */
export function recordsOf(state: TournamentState): Map<string, EntrantRecord> {
  const tableSize = state.settings?.tableSize ?? 2;
  const lines = new Map<string, { points: number; games: GameLine[]; wins: number; byes: number }>(
    state.entrants.map((e) => [e.entrantId, { points: 0, games: [], wins: 0, byes: 0 }]),
  );
  const of = (id: string) => {
    const line = lines.get(id) ?? { points: 0, games: [], wins: 0, byes: 0 };
    lines.set(id, line);
    return line;
  };
  for (const round of state.played) {
    for (const p of round.pairings) {
      if (p.kind === 'bye') {
        const r = of(p.seats[0]);
        r.points += byePoints(tableSize);
        r.byes += 1;
      } else if (p.kind === 'walkover') {
        if (p.seats[0]) of(p.seats[0]).byes += 1;
      } else if (p.result) {
        const ranks = p.result.ranks;
        const points = placePoints(ranks, tableSize);
        p.seats.forEach((id, seat) => {
          const r = of(id);
          const others = p.seats.filter((_, s) => s !== seat);
          r.points += points[seat];
          if (wonAlone(ranks, seat)) r.wins += 1;
          r.games.push({
            round: round.round,
            points: points[seat],
            opponents: others,
            ahead: p.seats.filter((_, s) => ranks[s] > ranks[seat]),
            behind: p.seats.filter((_, s) => ranks[s] < ranks[seat]),
          });
        });
      }
    }
  }
  return lines;
}

const NO_RECORD: EntrantRecord = { points: 0, games: [], wins: 0, byes: 0 };

/** An entrant's record in `recordsOf`'s map: an empty one for an entrant with no results. */
export const recordOf = (records: ReadonlyMap<string, EntrantRecord>, id: string): EntrantRecord =>
  records.get(id) ?? NO_RECORD;

/** How often two entrants have met at a table. */
export function meetings(state: TournamentState): (a: string, b: string) => number {
  const met = new Map<string, number>();
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  for (const round of state.played) {
    for (const p of round.pairings) {
      if (p.kind !== 'game') continue;
      for (let i = 0; i < p.seats.length; i++)
        for (let j = i + 1; j < p.seats.length; j++)
          met.set(key(p.seats[i], p.seats[j]), (met.get(key(p.seats[i], p.seats[j])) ?? 0) + 1);
    }
  }
  return (a, b) => met.get(key(a, b)) ?? 0;
}

/** A standings row: the entrant, its place and points, what broke ties, and the record behind it. */
export function standingRow(
  place: number,
  e: EntrantState,
  r: EntrantRecord,
  points: number,
  tieBreaks: readonly TieBreakView[],
): StandingView {
  return {
    place,
    entrantId: e.entrantId,
    name: e.name,
    kind: e.kind,
    status: e.status,
    points,
    tieBreaks,
    games: r.games.length,
    wins: r.wins,
    byes: r.byes,
  };
}
