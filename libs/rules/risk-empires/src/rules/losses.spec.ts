import { afterLoss } from './losses';

describe('S002 Effects of Disaster Cards: losses in one territory', () => {
  it('armies are lost down to one', () => {
    expect(afterLoss(5, 0, 3, 50)).toEqual({ armies: 2, city: 0 });
    expect(afterLoss(5, 0, 9, 50)).toEqual({ armies: 1, city: 0 });
  });

  it('a city counts as 3 armies: the armies go first, the city stands while the loss does not reach it', () => {
    expect(afterLoss(2, 1, 2, 50)).toEqual({ armies: 0, city: 1 });
  });

  it('a loss reaching the city breaks it into what is left of its 3, at least one', () => {
    expect(afterLoss(2, 1, 3, 50)).toEqual({ armies: 2, city: 0 });
    expect(afterLoss(2, 1, 4, 50)).toEqual({ armies: 1, city: 0 });
    expect(afterLoss(0, 1, 6, 50)).toEqual({ armies: 1, city: 0 });
  });

  it('armies replacing a city come from the stock; with none there the city stays', () => {
    expect(afterLoss(0, 1, 1, 1)).toEqual({ armies: 1, city: 0 });
    expect(afterLoss(0, 1, 1, 0)).toEqual({ armies: 0, city: 1 });
  });

  it('no loss changes nothing', () => {
    expect(afterLoss(3, 1, 0, 0)).toEqual({ armies: 3, city: 1 });
  });
});
