import { staleSeatFailures } from '@empires/rules-kernel/testing';
import { medieval } from './ruleset';
import { opening } from './testing/fixtures';
import { rarePositions } from './testing/rare-positions';
import { recordGame } from './testing/recorded-play';
import { staleSeats } from './stale-seats';

const s = opening(3);

describe('who a medieval event makes stale (S001 33.46, 33.61, S003 18.2: sealed decisions made at once)', () => {
  it('a sealed bid, asylum offer or ballot concerns only the seat that made it', () => {
    expect(staleSeats(s, { type: 'BidDeclared', seat: 1, gold: 4 })).toEqual([1]);
    expect(staleSeats(s, { type: 'AsylumDeclared', seat: 2, offer: true })).toEqual([2]);
    expect(staleSeats(s, { type: 'BallotCast', seat: 0, empire: 3, vote: 1 })).toEqual([0]);
  });

  it('a ballot the rules cast, a reveal and any other event concern everyone', () => {
    expect(staleSeats(s, { type: 'BallotCast', seat: -1, empire: 3, vote: 0 })).toBe('everyone');
    expect(staleSeats(s, { type: 'BidsRevealed', empire: 2, bids: [4, 0, 1] })).toBe('everyone');
    expect(staleSeats(s, { type: 'RoundBegan', round: 2 })).toBe('everyone');
  });
});

describe('a sealed declaration leaves every other seat all the moves it was offered', () => {
  it('in random games and the positions they seldom reach (bids, asylum, parleys)', () => {
    const games = [...rarePositions(), recordGame(4, 7304, { roundLimit: 3 }, 3000)];
    const report = staleSeatFailures(medieval, games);
    expect(report.failures).toEqual([]);
    expect(report.checked).toBeGreaterThan(10);
  });
});
