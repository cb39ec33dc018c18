import { standingRanks } from './standing-ranks';

describe('standingRanks: forfeits and stand-ins count as losses', () => {
  it('keeps the ranks of a game every player played out', () => {
    expect(standingRanks({ ranks: [2, 1, 3] })).toEqual([2, 1, 3]);
  });

  it('puts a seat a stand-in won for its absent player last, and moves the others up', () => {
    expect(standingRanks({ ranks: [1, 2, 3], standIns: [0] })).toEqual([3, 1, 2]);
  });

  it('shares last place among forfeits and stand-ins, and keeps ties among the rest', () => {
    expect(standingRanks({ ranks: [1, 1, 3, 4], forfeited: [3], standIns: [0] })).toEqual([3, 1, 2, 3]);
    expect(standingRanks({ ranks: [2, 2, 1, 4], forfeited: [2] })).toEqual([1, 1, 4, 3]);
  });
});
