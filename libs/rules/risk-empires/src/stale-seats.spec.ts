import { staleSeatFailures } from '@empires/rules-kernel/testing';
import { riskEmpires as R } from './ruleset';
import { initialState, type RiskState, type TradeStep } from './state';
import { randomGame } from './testing/random-game';
import { staleSeats } from './stale-seats';

const offer = { id: 7, from: 1, to: 2, cards: [3, 4, 5], count: 3, points: null, numbers: [3], ask: 3 };
const trading: RiskState = {
  ...initialState,
  phase: 'trade',
  trade: {
    traders: [true, true, true],
    finished: [false, false, false],
    offersMade: [1, 0, 0],
    offers: [offer],
    nextOffer: 8,
  } as TradeStep,
};

describe('who a trading event makes stale (S002 6: all eligible seats trade at once)', () => {
  it('a new offer concerns only the seat that made it', () => {
    expect(staleSeats(trading, { type: 'TradeProposed', ...offer, offer: 8, from: 0 })).toEqual([0]);
  });

  it('a refusal, a withdrawal or a completed trade concerns both seats of the offer', () => {
    // Seat 2 may be accepting the offer seat 1 withdraws; seat 1 may be withdrawing the one seat 2 refuses.
    expect(staleSeats(trading, { type: 'TradeWithdrawn', offer: 7 })).toEqual([1, 2]);
    expect(staleSeats(trading, { type: 'TradeDeclined', offer: 7 })).toEqual([1, 2]);
    expect(
      staleSeats(trading, { type: 'TradeCompleted', offer: 7, from: 1, to: 2, given: [3, 4, 5], received: [6, 7, 8] }),
    ).toEqual([1, 2]);
  });

  it('a seat finishing, the step closing, an unknown offer and any other event concern everyone', () => {
    // Another trader's offer to the finished seat, made on the version before, is now illegal.
    expect(staleSeats(trading, { type: 'TradingFinished', seat: 2 })).toBe('everyone');
    expect(staleSeats(trading, { type: 'TradingClosed' })).toBe('everyone');
    expect(staleSeats(trading, { type: 'TradeDeclined', offer: 99 })).toBe('everyone');
    expect(staleSeats(trading, { type: 'ArmiesPlaced', seat: 0, territory: 1, count: 2 })).toBe('everyone');
  });
});

describe('trading events leave every seat they do not name stale all the moves it was offered', () => {
  const games = Array.from({ length: 8 }, (_, g) => randomGame(3 + (g % 4), 5100 + g, { roundLimit: 4 }, 300));

  it('in random games, trades and all', () => {
    const report = staleSeatFailures(R, games);
    expect(report.failures).toEqual([]);
    // Steps that left a seat current were met (offers, refusals, withdrawals, trades), so something was checked.
    expect(report.checked).toBeGreaterThan(50);
  });
});
