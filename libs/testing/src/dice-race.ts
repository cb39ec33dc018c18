import { Codes, everyone, onlySeats, violation, type Ruleset, type Seat } from '@empires/rules-kernel';
import { z } from 'zod';
import { fixtureIdentity } from './fixture-descriptor';

/**
 * A tiny game for testing the plumbing around rulesets: seats take turns rolling a d6 and
 * the first to reach the target wins. Each seat also holds a secret number, so redaction
 * can be tested.
 */
export interface RaceState {
  readonly seats: number;
  readonly target: number;
  readonly scores: readonly number[];
  readonly secrets: readonly number[];
  readonly turn: Seat;
  readonly resigned: readonly boolean[];
  readonly winner: Seat | null;
}

export type RaceCommand = { readonly type: 'Roll' } | { readonly type: 'Resign' };

export type RaceEvent =
  | { readonly type: 'RaceStarted'; readonly seats: number; readonly target: number }
  | { readonly type: 'SecretDealt'; readonly seat: Seat; readonly secret: number }
  | { readonly type: 'Rolled'; readonly seat: Seat; readonly die: number }
  | { readonly type: 'Resigned'; readonly seat: Seat }
  | { readonly type: 'RaceWon'; readonly seat: Seat };

const raceOptions = z.strictObject({
  target: z.int().min(1).default(20).describe('The score that wins the race.'),
});

export type RaceOptions = z.infer<typeof raceOptions>;

const next = (s: RaceState, from: Seat): Seat => {
  for (let i = 1; i <= s.seats; i++) {
    const seat = (from + i) % s.seats;
    if (!s.resigned[seat]) return seat;
  }
  return from;
};

export const diceRace: Ruleset<RaceState, RaceCommand, RaceEvent, RaceState, RaceOptions> = {
  ...fixtureIdentity({
    id: 'dice-race',
    name: 'Dice race',
    summary: 'Seats take turns rolling a die; the first to reach the target wins. Each seat holds a secret number.',
    seats: { min: 1, max: 6 },
    phases: [{ id: 'play', name: 'Roll', part: 'turn', description: 'Roll a die and add it to your score.' }],
    options: raceOptions,
  }),
  defaultOptions: { target: 20 },
  initialState: { seats: 0, target: 0, scores: [], secrets: [], turn: 0, resigned: [], winner: null },
  schemas: { options: raceOptions },

  setup({ seats, options }, dice) {
    if (seats < 1 || seats > 6) return violation('BAD_SEAT_COUNT', 'dice-race takes 1 to 6 seats');
    const target = options?.target ?? 20;
    if (!Number.isInteger(target) || target < 1) return violation('BAD_OPTIONS', 'target must be a positive integer');
    return [
      { type: 'RaceStarted', seats, target },
      ...Array.from({ length: seats }, (_, seat) => ({ type: 'SecretDealt' as const, seat, secret: dice.int(1, 100) })),
    ];
  },

  decide(state, command, actor, dice) {
    if (state.winner !== null) return violation(Codes.gameFinished, 'the race is over');
    switch (command?.type) {
      case 'Roll': {
        if (actor !== state.turn) return violation(Codes.notYourTurn, `it is seat ${state.turn}'s turn`);
        const die = dice.d6();
        const rolled: RaceEvent = { type: 'Rolled', seat: actor, die };
        return state.scores[actor] + die >= state.target ? [rolled, { type: 'RaceWon', seat: actor }] : [rolled];
      }
      case 'Resign': {
        if (state.resigned[actor]) return violation(Codes.illegalAction, 'already resigned');
        const left = state.resigned.filter((r, seat) => !r && seat !== actor).length;
        const resigned: RaceEvent = { type: 'Resigned', seat: actor };
        const last = state.resigned.findIndex((r, seat) => !r && seat !== actor);
        return left === 1 ? [resigned, { type: 'RaceWon', seat: last }] : [resigned];
      }
      default:
        return violation(Codes.unknownCommand, 'dice-race knows Roll and Resign');
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'RaceStarted':
        return {
          ...state,
          seats: event.seats,
          target: event.target,
          scores: Array(event.seats).fill(0),
          secrets: Array(event.seats).fill(0),
          resigned: Array(event.seats).fill(false),
        };
      case 'SecretDealt':
        return { ...state, secrets: state.secrets.map((s, i) => (i === event.seat ? event.secret : s)) };
      case 'Rolled': {
        const scores = state.scores.map((s, i) => (i === event.seat ? s + event.die : s));
        return { ...state, scores, turn: next(state, event.seat) };
      }
      case 'Resigned': {
        const resigned = state.resigned.map((r, i) => r || i === event.seat);
        const after = { ...state, resigned };
        return state.turn === event.seat ? { ...after, turn: next(after, event.seat) } : after;
      }
      case 'RaceWon':
        return { ...state, winner: event.seat };
      default:
        return state;
    }
  },

  view(state, viewer) {
    return { ...state, secrets: state.secrets.map((s, seat) => (seat === viewer ? s : 0)) };
  },
  redact(event, viewer) {
    return event.type === 'SecretDealt' && event.seat !== viewer ? { ...event, secret: 0 } : event;
  },
  visibility(event) {
    return event.type === 'SecretDealt' ? onlySeats(event.seat) : everyone;
  },
  legalActions(state, seat) {
    if (state.winner !== null || state.resigned[seat]) return [];
    return seat === state.turn ? [{ type: 'Roll' }, { type: 'Resign' }] : [{ type: 'Resign' }];
  },
  toAct(state) {
    return state.winner === null ? [state.turn] : [];
  },
  outcome(state) {
    if (state.winner === null) return null;
    return {
      ranks: state.scores.map((_, seat) => (seat === state.winner ? 1 : 2)),
      scores: state.scores,
      reason: 'target reached',
    };
  },
  invariants(state) {
    return state.scores.some((s) => s < 0) ? ['a score went negative'] : [];
  },
};
