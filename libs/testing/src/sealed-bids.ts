import { Codes, everyone, onlySeats, violation, type Ruleset, type Seat } from '@empires/rules-kernel';
import { z } from 'zod';
import { fixtureIdentity } from './fixture-descriptor';

/**
 * A tiny game where every seat acts at once, for testing the plumbing of simultaneous phases:
 * each round every seat seals a bid of 1 to 9; when the last bid is in, the bids are revealed
 * and the highest (lowest seat on a tie) scores a point. The first to `target` points wins.
 * A bid concerns only its bidder (`staleSeats`), so bids of one round commute.
 */
export interface BidsState {
  readonly seats: number;
  readonly target: number;
  readonly points: readonly number[];
  /** This round's sealed bids; null where a seat has not bid yet. */
  readonly bids: readonly (number | null)[];
  readonly winner: Seat | null;
}

export type BidsCommand = { readonly type: 'Bid'; readonly amount: number };

export type BidsEvent =
  | { readonly type: 'BiddingOpened'; readonly seats: number; readonly target: number }
  | { readonly type: 'BidSealed'; readonly seat: Seat; readonly amount: number }
  | { readonly type: 'BidsRevealed'; readonly bids: readonly number[]; readonly scorer: Seat }
  | { readonly type: 'BiddingWon'; readonly seat: Seat };

const bidsOptions = z.strictObject({
  target: z.int().min(1).max(20).default(3).describe('Points that win the game.'),
});

export const sealedBids: Ruleset<BidsState, BidsCommand, BidsEvent, BidsState, z.infer<typeof bidsOptions>> = {
  ...fixtureIdentity({
    id: 'sealed-bids',
    name: 'Sealed bids',
    summary: 'Every round each seat seals a bid of 1 to 9; the highest bid scores a point.',
    seats: { min: 2, max: 6 },
    phases: [
      { id: 'bid', name: 'Bid', part: 'round', description: 'Every seat seals a bid at once; then all are revealed.' },
    ],
    options: bidsOptions,
  }),
  defaultOptions: { target: 3 },
  initialState: { seats: 0, target: 0, points: [], bids: [], winner: null },
  schemas: {
    options: bidsOptions,
    commands: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('Bid'), amount: z.int().min(1).max(9).describe('The sealed bid.') }),
    ]),
  },

  setup({ seats, options }) {
    if (seats < 2 || seats > 6) return violation('BAD_SEAT_COUNT', 'sealed-bids takes 2 to 6 seats');
    return [{ type: 'BiddingOpened', seats, target: options?.target ?? 3 }];
  },

  decide(state, command, actor) {
    if (state.winner !== null) return violation(Codes.gameFinished, 'the game is over');
    if (command?.type !== 'Bid') return violation(Codes.unknownCommand, 'sealed-bids knows Bid');
    if (state.bids[actor] !== null) return violation(Codes.notYourTurn, 'you have bid this round');
    const { amount } = command;
    if (!Number.isInteger(amount) || amount < 1 || amount > 9) return violation(Codes.malformed, 'bid 1 to 9');
    const sealed: BidsEvent = { type: 'BidSealed', seat: actor, amount };
    const bids = state.bids.map((b, seat) => (seat === actor ? amount : b));
    if (bids.some((b) => b === null)) return [sealed];
    const all = bids as number[];
    const scorer = all.indexOf(Math.max(...all));
    const revealed: BidsEvent = { type: 'BidsRevealed', bids: all, scorer };
    return state.points[scorer] + 1 >= state.target
      ? [sealed, revealed, { type: 'BiddingWon', seat: scorer }]
      : [sealed, revealed];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BiddingOpened':
        return {
          ...state,
          seats: event.seats,
          target: event.target,
          points: Array(event.seats).fill(0),
          bids: Array(event.seats).fill(null),
        };
      case 'BidSealed':
        return { ...state, bids: state.bids.map((b, seat) => (seat === event.seat ? event.amount : b)) };
      case 'BidsRevealed':
        return {
          ...state,
          points: state.points.map((p, seat) => (seat === event.scorer ? p + 1 : p)),
          bids: Array(state.seats).fill(null),
        };
      case 'BiddingWon':
        return { ...state, winner: event.seat };
      default:
        return state;
    }
  },

  view(state, viewer) {
    return { ...state, bids: state.bids.map((b, seat) => (seat === viewer || b === null ? b : 0)) };
  },
  redact(event, viewer) {
    return event.type === 'BidSealed' && event.seat !== viewer ? { ...event, amount: 0 } : event;
  },
  visibility(event) {
    return event.type === 'BidSealed' ? onlySeats(event.seat) : everyone;
  },
  legalActions(state, seat) {
    if (state.winner !== null || state.bids[seat] !== null) return [];
    return [{ type: 'Bid', amount: { min: 1, max: 9 } }];
  },
  toAct(state) {
    return state.winner === null ? state.bids.flatMap((b, seat) => (b === null ? [seat] : [])) : [];
  },
  outcome(state) {
    if (state.winner === null) return null;
    return {
      ranks: state.points.map((_, seat) => (seat === state.winner ? 1 : 2)),
      scores: state.points,
      reason: 'target reached',
    };
  },
  invariants() {
    return [];
  },
  staleSeats(_state, event) {
    return event.type === 'BidSealed' ? [event.seat] : 'everyone';
  },
};
