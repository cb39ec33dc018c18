import type { RiskEvent } from './events';
import type { RiskState } from './state';

/**
 * Trading (S002 6) is the one step where several seats act at once. A new offer concerns only the
 * seat that made it (nobody else could act on it yet); a refusal, a withdrawal or a completed
 * trade concerns both seats of the offer, since it ends what either may still be doing with it
 * (accepting or refusing it, withdrawing it): a seat that acted on the offer it saw is answered
 * VERSION_CONFLICT, to look again, not NO_SUCH_OFFER. Other traders keep acting on the version
 * they saw: their offers commute. A seat finishing concerns everyone, since every other trader
 * may be about to offer to it. Everything else, the step opening and closing included, concerns
 * everyone.
 */
export function staleSeats(s: RiskState, e: RiskEvent): readonly number[] | 'everyone' {
  const offer = (id: number) => s.trade?.offers.find((o) => o.id === id);
  switch (e.type) {
    case 'TradeProposed':
      return [e.from];
    case 'TradeCompleted':
      return [e.from, e.to];
    case 'TradeDeclined':
    case 'TradeWithdrawn': {
      const o = offer(e.offer);
      return o ? [o.from, o.to] : 'everyone';
    }
    default:
      return 'everyone';
  }
}
