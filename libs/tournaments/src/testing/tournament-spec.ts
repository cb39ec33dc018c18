import { deciderSpec } from '@empires/rules-kernel/testing';
import { decide } from '../decide';
import { isRefusal, type Refusal } from '../refusal';
import { evolve, initialState } from '../state';

/** given(events).when(command).then(events) or thenViolation(code), for the tournament decider. */
export const tournamentSpec = deciderSpec({
  initialState,
  decide,
  evolve,
  isRefusal: (out): out is Refusal => isRefusal(out),
});
