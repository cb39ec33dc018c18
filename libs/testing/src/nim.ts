import { everyone, violation, type Ruleset } from '@empires/rules-kernel';
import { z } from 'zod';
import { fixtureIdentity } from './fixture-descriptor';

/** Nim for search tests: take 1 to 3 from a pile; whoever takes the last one wins. */
export interface NimState {
  readonly pile: number;
  readonly turn: number;
  readonly winner: number | null;
}
type NimCommand = { readonly type: 'Take'; readonly count: number };
type NimEvent =
  | { readonly type: 'PileMade'; readonly pile: number }
  | { readonly type: 'Took'; readonly seat: number; readonly count: number };

const options = z.strictObject({
  pile: z.int().min(1).default(10).describe('Counters in the pile at the start.'),
});

export const nim: Ruleset<NimState, NimCommand, NimEvent, NimState, { pile: number }> = {
  ...fixtureIdentity({
    id: 'nim',
    name: 'Nim',
    summary: 'Take 1 to 3 counters from a pile in turn; whoever takes the last one wins.',
    seats: { min: 2, max: 2 },
    phases: [{ id: 'play', name: 'Play', part: 'turn', description: 'Take 1 to 3 counters.' }],
    options,
  }),
  defaultOptions: { pile: 10 },
  initialState: { pile: 10, turn: 0, winner: null },
  schemas: { options },
  setup: ({ options }) => [{ type: 'PileMade', pile: options.pile }],
  decide(state, command, actor) {
    if (actor !== state.turn || state.winner !== null) return violation('NOT_YOUR_TURN', 'wait');
    if (!Number.isInteger(command.count) || command.count < 1 || command.count > Math.min(3, state.pile))
      return violation('ILLEGAL_ACTION', 'take 1 to 3');
    return [{ type: 'Took', seat: actor, count: command.count }];
  },
  evolve(state, e) {
    if (e.type === 'PileMade') return { ...state, pile: e.pile };
    const pile = state.pile - e.count;
    return { pile, turn: 1 - e.seat, winner: pile === 0 ? e.seat : null };
  },
  view: (s) => s,
  redact: (e) => e,
  visibility: () => everyone,
  legalActions: (s, seat) =>
    s.winner === null && seat === s.turn ? [{ type: 'Take', count: { min: 1, max: Math.min(3, s.pile) } }] : [],
  toAct: (s) => (s.winner === null ? [s.turn] : []),
  outcome: (s) =>
    s.winner === null ? null : { ranks: [s.winner === 0 ? 1 : 2, s.winner === 1 ? 1 : 2], reason: 'took the last' },
  invariants: (s) => (s.pile < 0 ? ['negative pile'] : []),
};
