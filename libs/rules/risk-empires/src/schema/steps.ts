import { z } from 'zod';

/** Where the game stands, as views show it; the ids are the descriptor's phases. */
export const PhaseSchema = z
  .enum(['none', 'claim', 'setupPlace', 'place', 'attack', 'build', 'trade', 'disasters', 'purchase', 'ended'])
  .meta({
    id: 'Phase',
    description:
      "Where the game stands: set-up's claim and setupPlace, the round's place, attack, build, trade, disasters and purchase (S002 Sequence of Play), ended; none only before set-up.",
  });

/** Steps taken one seat at a time in round order (S002 Sequence of Play). */
export const SeatStepSchema = z.enum(['place', 'attack', 'build', 'disasters', 'purchase']);

export const TurnStepSchema = z.enum([...SeatStepSchema.options, 'claim', 'setupPlace']).meta({
  id: 'TurnStep',
  description:
    'A step played one seat at a time: claim and setupPlace in set-up; place, attack, build, disasters and purchase in each round, in round order.',
});

export const EndReasonSchema = z.enum(['conquest', 'lastSeat', 'lastKing', 'roundLimit']).meta({
  id: 'EndReason',
  description:
    'Why the game ended: one player holds every territory (conquest), one player is left (lastSeat), the last King Empire card was bought (lastKing) or the round limit was reached (roundLimit); the last two are won on Empire card value.',
});
