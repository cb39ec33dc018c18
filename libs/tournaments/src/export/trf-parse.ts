import type { StandingView, TieBreakView } from '@empires/contracts';

/** One round of one player as a TRF line holds it. */
export interface TrfRound {
  readonly round: number;
  /** The opponent's start rank; null for none (a bye, or not paired). */
  readonly opponent: number | null;
  readonly colour: 'w' | 'b' | '-';
  /** `1`, `=`, `0`, `U` (pairing bye), `Z` (not paired), `+`/`-` (forfeits), or '' while the game runs. */
  readonly result: string;
}

export interface TrfPlayer {
  readonly startRank: number;
  readonly name: string;
  readonly rating: number;
  readonly points: number;
  readonly rank: number;
  readonly rounds: readonly TrfRound[];
  /** From the `XEN` line, when there is one. */
  readonly entrantId?: string;
  readonly kind?: 'player' | 'bot';
  readonly status?: 'active' | 'withdrawn';
  readonly exactRating?: number;
  readonly fullName?: string;
  readonly tieBreaks?: readonly TieBreakView[];
}

export interface TrfFile {
  readonly name: string;
  readonly rounds: number;
  readonly players: readonly TrfPlayer[];
}

/** A TRF file that does not follow the format; `line` is 1-based. */
export class TrfFormatError extends Error {
  readonly code = 'BAD_TRF';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** Columns `from` to `to` (1-based) of a line read as characters (code points), as `exportTrf` counts them. */
const cols = (chars: readonly string[], from: number, to: number): string =>
  chars
    .slice(from - 1, to)
    .join('')
    .trim();

/** Points a result is worth in the two-player formats (a pairing bye is a win; FIDE's half and full byes too). */
const RESULT_POINTS: Readonly<Record<string, number>> = { '1': 1, '+': 1, U: 1, F: 1, '=': 0.5, H: 0.5 };

function parsePlayer(line: string, n: number): TrfPlayer {
  const s = Array.from(line);
  const int = (from: number, to: number, what: string) => {
    const v = Number(cols(s, from, to));
    if (!Number.isFinite(v) || cols(s, from, to) === '') throw new TrfFormatError(n, `${what} is not a number`);
    return v;
  };
  const rounds: TrfRound[] = [];
  for (let at = 92, round = 1; at <= s.length; at += 10, round++) {
    const opponent = Number(cols(s, at, at + 3));
    const colour = (s[at + 4] ?? '-') as TrfRound['colour'];
    if (!['w', 'b', '-'].includes(colour)) throw new TrfFormatError(n, `round ${round}: colour ${colour}`);
    rounds.push({ round, opponent: opponent > 0 ? opponent : null, colour, result: (s[at + 6] ?? '').trim() });
  }
  return {
    startRank: int(5, 8, 'the start rank'),
    name: cols(s, 15, 47),
    rating: int(49, 52, 'the rating'),
    points: int(81, 84, 'the points'),
    rank: int(86, 89, 'the rank'),
    rounds,
  };
}

/** Reads a TRF file as `exportTrf` writes it (and the `001` lines of any TRF-16 file). */
export function parseTrf(textIn: string): TrfFile {
  let name = '';
  let rounds = 0;
  const players = new Map<number, TrfPlayer>();
  const extend = (n: number, rank: number, more: Partial<TrfPlayer>) => {
    const p = players.get(rank);
    if (!p) throw new TrfFormatError(n, `no player ${rank}`);
    players.set(rank, { ...p, ...more });
  };
  textIn.split(/\r?\n/).forEach((s, i) => {
    const n = i + 1;
    const code = s.slice(0, 3);
    if (code === '012') name = s.slice(4);
    else if (code === 'XXR') rounds = Number(s.slice(4));
    else if (code === '001') {
      const p = parsePlayer(s, n);
      players.set(p.startRank, p);
    } else if (code === 'XEN') {
      const [rank, entrantId, kind, status, rating, ...fullName] = s.slice(4).trim().split(' ');
      extend(n, Number(rank), {
        entrantId,
        kind: kind as TrfPlayer['kind'],
        status: status as TrfPlayer['status'],
        exactRating: Number(rating),
        fullName: fullName.join(' '),
      });
    } else if (code === 'XTB') {
      const [rank, ...pairs] = s.slice(4).trim().split(' ');
      const tieBreaks = pairs.map((pair) => {
        const [tb, value] = pair.split('=');
        if (!tb || !Number.isFinite(Number(value))) throw new TrfFormatError(n, `tie-break ${pair}`);
        return { name: tb, value: Number(value) };
      });
      extend(n, Number(rank), { tieBreaks });
    }
  });
  return { name, rounds, players: [...players.values()].sort((a, b) => a.startRank - b.startRank) };
}

/**
 * The standings a TRF file tells: points, games, wins and byes counted again from the
 * round-by-round results (not read from the points column, which they must agree with), places
 * from the rank column, tie-breaks and identities from the extension lines.
 */
export function standingsFromTrf(file: TrfFile): StandingView[] {
  return file.players
    .map((p) => {
      const played = p.rounds.filter((r) => r.opponent !== null && r.result !== '');
      const points = p.rounds.reduce((sum, r) => sum + (RESULT_POINTS[r.result] ?? 0), 0);
      if (points !== p.points)
        throw new TrfFormatError(0, `player ${p.startRank}: results add up to ${points}, not ${p.points}`);
      return {
        place: p.rank,
        entrantId: p.entrantId ?? String(p.startRank),
        name: p.fullName ?? p.name,
        kind: p.kind ?? 'player',
        status: p.status ?? 'active',
        points,
        tieBreaks: p.tieBreaks ?? [],
        games: played.filter((r) => r.result !== '+' && r.result !== '-').length,
        wins: played.filter((r) => r.result === '1').length,
        byes: p.rounds.filter((r) => r.result === 'U' || r.result === 'F').length,
      };
    })
    .sort((a, b) => a.place - b.place);
}
