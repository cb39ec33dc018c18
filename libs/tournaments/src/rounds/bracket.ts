import { must } from '@empires/rules-kernel';
import type { GameResult, Pairing } from '../events';
import { doubleElimination, singleElimination, type BracketMatch } from '../pairing/bracket-plan';
import { settingsOf, type TournamentState } from '../state';

type Key = string;
const keyOf = (at: { round: number; match: number }): Key => `${at.round}:${at.match}`;

interface Slot {
  readonly match: BracketMatch;
  /** How many entrants (or empty places) it waits for: its seeded players plus the matches that feed it. */
  readonly expected: number;
  readonly arrived: (string | null)[];
  resolved: boolean;
  playing: boolean;
}

/** An elimination bracket as the rounds so far have left it. */
export interface Bracket {
  readonly slots: ReadonlyMap<Key, Slot>;
  /** Entrant id -> the tournament round that knocked it out. */
  readonly eliminated: Map<string, number>;
  readonly wins: Map<string, number>;
  /** Decided once the last match is: an entrant, or null when nobody was left to win it. */
  champion?: string | null;
}

/** The bracket for the seeds, best seed first (`pairing/bracket-plan.ts`). */
const bracketPlan = (format: 'single-elimination' | 'double-elimination', seeds: readonly string[]): BracketMatch[] =>
  format === 'single-elimination' ? singleElimination(seeds) : doubleElimination(seeds);

/**
 * The winner of a finished elimination game: the better rank, then the higher score, then the
 * better seed (so a tie never leaves a match undecided).
 */
function gameWinner(
  seats: readonly string[],
  result: GameResult,
  seeds: readonly string[],
): { winner: string; loser: string } {
  const [a, b] = seats;
  const { ranks, scores } = result;
  const seedOf = (id: string) => seeds.indexOf(id);
  const aFirst =
    ranks[0] !== ranks[1]
      ? ranks[0] < ranks[1]
      : (scores?.[0] ?? 0) !== (scores?.[1] ?? 0)
        ? (scores?.[0] ?? 0) > (scores?.[1] ?? 0)
        : seedOf(a) < seedOf(b);
  return aFirst ? { winner: a, loser: b } : { winner: b, loser: a };
}

/** Folds the rounds played onto the bracket: each decided match sends its winner and loser on. */
export function bracketOf(state: TournamentState): Bracket {
  const format = settingsOf(state).format as 'single-elimination' | 'double-elimination';
  const matches = bracketPlan(format, state.seeds);
  const feeds = new Map<Key, number>();
  for (const m of matches)
    for (const to of [m.win, m.loss]) if (to) feeds.set(keyOf(to), (feeds.get(keyOf(to)) ?? 0) + 1);
  const slots = new Map<Key, Slot>(
    matches.map((m) => {
      const seeded = [m.player1, m.player2].filter((p): p is string => typeof p === 'string');
      return [
        keyOf(m),
        {
          match: m,
          expected: seeded.length + (feeds.get(keyOf(m)) ?? 0),
          arrived: seeded,
          resolved: false,
          playing: false,
        },
      ];
    }),
  );
  const bracket: Bracket = { slots, eliminated: new Map(), wins: new Map() };
  for (const round of state.played) {
    for (const p of round.pairings) {
      if (!p.bracket) continue;
      if (p.kind === 'walkover') {
        for (const f of p.forfeits ?? []) bracket.eliminated.set(f, round.round);
        decide(bracket, keyOf(p.bracket), p.seats[0] ?? null, null, round.round);
      } else if (p.result) {
        const { winner, loser } = gameWinner(p.seats, p.result, state.seeds);
        decide(bracket, keyOf(p.bracket), winner, loser, round.round);
      } else {
        must(slots.get(keyOf(p.bracket)), `bracket match ${keyOf(p.bracket)}`).playing = true;
      }
    }
  }
  return bracket;
}

/** Records a match's result and sends its winner and loser to the matches the bracket links them to. */
function decide(b: Bracket, key: Key, winner: string | null, loser: string | null, round: number): void {
  const slot = b.slots.get(key);
  if (!slot || slot.resolved) return;
  slot.resolved = true;
  slot.playing = false;
  if (winner) b.wins.set(winner, (b.wins.get(winner) ?? 0) + 1);
  if (slot.match.win) b.slots.get(keyOf(slot.match.win))?.arrived.push(winner);
  else b.champion = winner;
  if (slot.match.loss) b.slots.get(keyOf(slot.match.loss))?.arrived.push(loser);
  else if (loser) b.eliminated.set(loser, round);
  if (!slot.match.win && loser) b.eliminated.set(loser, round);
}

/**
 * The matches the next round plays: every match whose players have all arrived. One with a
 * single player left standing (the other withdrew, or never came) is a walkover, decided at
 * once, which may make further matches ready.
 */
export function pairBracket(
  state: TournamentState,
  isActive: (id: string) => boolean,
  round: number,
): Omit<Pairing, 'table' | 'gameId'>[] {
  const b = bracketOf(state);
  const out: Omit<Pairing, 'table' | 'gameId'>[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key, slot] of b.slots) {
      if (slot.resolved || slot.playing || slot.arrived.length < slot.expected) continue;
      const present = slot.arrived.filter((id): id is string => id !== null);
      const standing = present.filter(isActive);
      const bracket = { round: slot.match.round, match: slot.match.match };
      if (standing.length === 2) {
        slot.playing = true;
        out.push({ kind: 'game', seats: standing, bracket });
      } else {
        const forfeits = present.filter((id) => !isActive(id));
        for (const f of forfeits) b.eliminated.set(f, round);
        out.push({ kind: 'walkover', seats: standing, ...(forfeits.length ? { forfeits } : {}), bracket });
        decide(b, key, standing[0] ?? null, null, round);
        changed = true;
      }
    }
  }
  return out;
}
