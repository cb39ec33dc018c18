import type { Tournament } from './use-tournament';

export type Pairing = Tournament['rounds'][number]['pairings'][number];

/** A column of the bracket: its heading and its matches by number (undefined: not yet paired). */
export interface BracketColumn {
  readonly round: number;
  readonly title: string;
  readonly matches: readonly (Pairing | undefined)[];
}

/**
 * The bracket's columns from the pairings so far. The server numbers bracket rounds winners'
 * rounds first, then the grand final, then the losers' rounds; with `seeded` entrants the
 * winners' bracket has ceil(log2 seeded) rounds, which names them. A single-elimination bracket
 * also shows the matches still to come, so its shape is whole from the first round.
 */
export function bracketColumns(t: Tournament): BracketColumn[] {
  const seeded = t.standings.length;
  const winnersRounds = Math.max(1, Math.ceil(Math.log2(Math.max(2, seeded))));
  const double = t.format === 'DOUBLE_ELIMINATION';
  const byRound = new Map<number, Pairing[]>();
  for (const p of t.rounds.flatMap((r) => r.pairings))
    if (p.bracketRound) byRound.set(p.bracketRound, [...(byRound.get(p.bracketRound) ?? []), p]);
  const rounds = double ? [...byRound.keys()] : Array.from({ length: winnersRounds }, (_, i) => i + 1);
  // Losers' rounds after the winners' ones, the grand final last: the order they are played in.
  const order = (r: number) => (double && r === winnersRounds + 1 ? Number.MAX_SAFE_INTEGER : r);
  return rounds
    .sort((a, b) => order(a) - order(b))
    .map((round) => {
      const paired = byRound.get(round) ?? [];
      const expected = double ? 0 : matchesIn(round, winnersRounds, seeded);
      const count = Math.max(expected, ...paired.map((p) => p.bracketMatch ?? 0));
      const matches = Array.from({ length: count }, (_, i) => paired.find((p) => p.bracketMatch === i + 1));
      return { round, title: titleOf(round, winnersRounds, double), matches };
    });
}

/** Single elimination: the first round plays off the field down to a power of two, then halves. */
function matchesIn(round: number, winnersRounds: number, seeded: number): number {
  if (round > 1) return 2 ** (winnersRounds - round);
  return seeded - 2 ** (winnersRounds - 1);
}

function titleOf(round: number, winnersRounds: number, double: boolean): string {
  if (double && round === winnersRounds + 1) return 'Grand final';
  if (round > winnersRounds) return `Losers' round ${round - winnersRounds - 1}`;
  const fromFinal = winnersRounds - round;
  const prefix = double ? "Winners' " : '';
  if (fromFinal === 0) return double ? "Winners' final" : 'Final';
  if (fromFinal === 1) return `${prefix}${double ? 'semi-final' : 'Semi-finals'}`;
  if (fromFinal === 2) return `${prefix}${double ? 'quarter-final' : 'Quarter-finals'}`;
  return `${prefix}${double ? 'round' : 'Round'} ${round}`;
}
