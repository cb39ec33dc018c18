import type { TournamentFormat } from '@empires/contracts';
import { Dice, must } from '@empires/rules-kernel';
import type { TournamentCommand } from '../commands';
import { decide } from '../decide';
import type { TournamentEvent } from '../events';
import { isRefusal } from '../refusal';
import type { TournamentSettings } from '../settings';
import { fold, initialState, type PairingState, type TournamentState } from '../state';

export const ORGANIZER = 'olga';

export const settings = (format: TournamentFormat, extra: Partial<TournamentSettings> = {}): TournamentSettings => ({
  tournamentId: 'trn_test',
  name: 'Test open',
  organizer: ORGANIZER,
  ruleset: 'risk-empires',
  format,
  tableSize: format === 'pods' ? 4 : 2,
  minTableSize: format === 'pods' ? 3 : 2,
  rounds: format === 'pods' ? 3 : null,
  roundLimit: 2,
  options: {},
  advance: 'auto',
  lateEntry: format === 'swiss' || format === 'pods',
  maxEntrants: 64,
  seed: 42,
  ...extra,
});

/** Runs commands in order, each on the state the earlier ones left; a refusal stops the run. */
export function run(
  commands: readonly TournamentCommand[],
  from: TournamentState = initialState,
): { state: TournamentState; events: TournamentEvent[] } {
  let state = from;
  const events: TournamentEvent[] = [];
  for (const c of commands) {
    const out = decide(state, c);
    if (isRefusal(out)) throw new Error(`${c.type} refused: ${out.code} ${out.message}`);
    events.push(...out);
    state = fold(out, state);
  }
  return { state, events };
}

/** A tournament created, open, with `count` bot entrants of ratings 1..count (ids bot-1..). */
export function openWith(
  format: TournamentFormat,
  count: number,
  extra: Partial<TournamentSettings> = {},
): TournamentState {
  return run([
    { type: 'CreateTournament', settings: settings(format, extra) },
    { type: 'OpenRegistration', by: ORGANIZER },
    ...Array.from({ length: count }, (_, i) => ({
      type: 'Register' as const,
      by: ORGANIZER,
      entrant: { kind: 'bot' as const, policy: 'random', rating: i + 1 },
    })),
  ]).state;
}

/** Finishing ranks drawn from seeded dice: a permutation of 1..n. */
export function randomRanks(dice: Dice): (p: PairingState) => number[] {
  return (p) => {
    const order = [...p.seats.keys()];
    for (let i = order.length - 1; i > 0; i--) {
      const j = dice.int(0, i);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const ranks: number[] = [];
    order.forEach((seat, place) => (ranks[seat] = place + 1));
    return ranks;
  };
}

/** Plays every open game of the tournament with `ranksOf` until it is over (auto advance) or `maxRounds` have been played. */
export function playOut(
  state: TournamentState,
  ranksOf: (p: PairingState) => number[],
  maxRounds = 50,
): { state: TournamentState; events: TournamentEvent[] } {
  let s = state;
  const events: TournamentEvent[] = [];
  for (let guard = 0; s.status === 'running' && guard < maxRounds * 20; guard++) {
    const open = s.played.flatMap((r) => r.pairings).find((p) => p.kind === 'game' && !p.result);
    if (!open) break;
    const gameId = must(open.gameId, `the game id of table ${open.table}`);
    const out = run([{ type: 'RecordResult', gameId, result: { ranks: ranksOf(open), reason: 'test' } }], s);
    events.push(...out.events);
    s = out.state;
  }
  return { state: s, events };
}

export const started = (state: TournamentState) => run([{ type: 'Start', by: ORGANIZER }], state).state;
export { Dice };
