import type { RiskEvent } from './events';
import type { RiskState } from './state';

/**
 * Trading (S002 6) is the one step where several seats act at once. An offer, a refusal or a
 * withdrawal concerns only the seat that made it; a completed trade also the seat whose hand it
 * changed. Other traders keep acting on the version they saw: their offers commute. A seat
 * finishing concerns everyone, since every other trader may be about to offer to it. Everything
 * else, the step opening and closing included, concerns everyone.
 */
export function staleSeats(s: RiskState, e: RiskEvent): readonly number[] | 'everyone' {
  const offer = (id: number) => s.trade?.offers.find((o) => o.id === id);
  switch (e.type) {
    case 'TradeProposed':
      return [e.from];
    case 'TradeCompleted':
      return [e.from, e.to];
    case 'TradeDeclined': {
      const o = offer(e.offer);
      return o ? [o.to] : 'everyone';
    }
    case 'TradeWithdrawn': {
      const o = offer(e.offer);
      return o ? [o.from] : 'everyone';
    }
    default:
      return 'everyone';
  }
}
