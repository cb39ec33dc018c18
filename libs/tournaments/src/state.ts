import type { TournamentStatus } from '@empires/contracts';
import type { Entrant, GameResult, Pairing, TournamentEvent } from './events';
import type { TournamentSettings } from './settings';

export interface EntrantState extends Entrant {
  readonly status: 'active' | 'withdrawn';
  readonly joinedAfterRound: number;
  readonly checkedIn?: boolean;
}

export interface PairingState extends Pairing {
  readonly result?: GameResult;
}

export interface RoundState {
  readonly round: number;
  readonly pairings: readonly PairingState[];
  readonly closed: boolean;
  readonly pairedAt?: string;
}

export interface TournamentState {
  readonly status: 'none' | TournamentStatus;
  readonly settings?: TournamentSettings;
  /** In registration order. */
  readonly entrants: readonly EntrantState[];
  /** Entrant ids, best seed first (rating, then registration order), fixed at the start. */
  readonly seeds: readonly string[];
  readonly rounds: number | null;
  readonly played: readonly RoundState[];
  readonly champion?: string | null;
  /** Arena: when pairing stops. */
  readonly endsAt?: string;
  /** Seeds set by hand before the start (best first). */
  readonly manualSeeds?: readonly string[];
}

export const initialState: TournamentState = { status: 'none', entrants: [], seeds: [], rounds: null, played: [] };

/** Folds one event. Total and boring: it copies, never decides, ignores what it does not know. */
export function evolve(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'TournamentCreated':
      return { ...initialState, status: 'draft', settings: event.settings, rounds: event.settings.rounds };
    case 'TournamentRegistrationOpened':
      return { ...state, status: 'registration' };
    case 'TournamentPlayerRegistered': {
      const entrant: EntrantState = { ...event.entrant, status: 'active', joinedAfterRound: event.afterRound };
      const known = state.entrants.some((e) => e.entrantId === entrant.entrantId);
      return {
        ...state,
        entrants: known
          ? state.entrants.map((e) => (e.entrantId === entrant.entrantId ? entrant : e))
          : [...state.entrants, entrant],
      };
    }
    case 'TournamentPlayerWithdrawn':
      // Before the start a withdrawal undoes the registration; after it, the entrant keeps its results.
      return state.status === 'running'
        ? {
            ...state,
            entrants: state.entrants.map((e) => (e.entrantId === event.entrantId ? { ...e, status: 'withdrawn' } : e)),
          }
        : { ...state, entrants: state.entrants.filter((e) => e.entrantId !== event.entrantId) };
    case 'TournamentSeedsSet':
      return { ...state, manualSeeds: event.seeds };
    case 'TournamentPlayerCheckedIn':
      return {
        ...state,
        entrants: state.entrants.map((e) => (e.entrantId === event.entrantId ? { ...e, checkedIn: true } : e)),
      };
    case 'TournamentStarted':
      return {
        ...state,
        status: 'running',
        seeds: event.seeds,
        rounds: event.rounds,
        ...(event.endsAt ? { endsAt: event.endsAt } : {}),
      };
    case 'TournamentRoundPaired':
      return {
        ...state,
        played: [
          ...state.played,
          {
            round: event.round,
            pairings: event.pairings,
            closed: false,
            ...(event.pairedAt ? { pairedAt: event.pairedAt } : {}),
          },
        ],
      };
    case 'TournamentGameFinished':
      return {
        ...state,
        played: state.played.map((r) =>
          r.round !== event.round
            ? r
            : {
                ...r,
                pairings: r.pairings.map((p) => (p.gameId === event.gameId ? { ...p, result: event.result } : p)),
              },
        ),
      };
    case 'TournamentRoundClosed':
      return { ...state, played: state.played.map((r) => (r.round === event.round ? { ...r, closed: true } : r)) };
    case 'TournamentFinished':
      return { ...state, status: 'finished', champion: event.champion };
    case 'TournamentCancelled':
      return { ...state, status: 'cancelled' };
    default:
      return state;
  }
}

export const fold = (events: readonly TournamentEvent[], from: TournamentState = initialState): TournamentState =>
  events.reduce(evolve, from);

/** The settings of a tournament that exists (asking for those of none is a programming error). */
export function settingsOf(s: TournamentState): TournamentSettings {
  if (!s.settings) throw new Error('no tournament has been created on this stream');
  return s.settings;
}

export const currentRound = (s: TournamentState): RoundState | undefined => s.played[s.played.length - 1];
export const activeEntrants = (s: TournamentState): EntrantState[] => s.entrants.filter((e) => e.status === 'active');
export const entrantOf = (s: TournamentState, entrantId: string): EntrantState | undefined =>
  s.entrants.find((e) => e.entrantId === entrantId);
export const isResolved = (p: PairingState): boolean => p.kind !== 'game' || p.result !== undefined;
