import { invariants } from './invariants';
import { board, opening, T, withGoods } from './testing/fixtures';
import type { RiskState } from './state';

const fine = (): RiskState => board(opening(3), {});

describe('invariants (they must be able to fail)', () => {
  it('hold in a sound position', () => {
    expect(invariants(fine())).toEqual([]);
  });

  it('report an empty territory', () => {
    const s = fine();
    const armies = s.armies.slice();
    armies[T('alaska')] = 0;
    expect(invariants({ ...s, armies }).join()).toContain(`territory ${T('alaska')} is empty`);
  });

  it('report a goods card in two places, or one missing', () => {
    const s = withGoods(fine(), 0, [5]);
    expect(invariants({ ...s, goods: [[5], [5], []] }).join()).toContain('goods card 5');
    expect(invariants({ ...s, goods: [[], [], []] }).join()).toContain('57 goods cards instead of 58');
  });

  it('report an Empire Card that appeared from nowhere', () => {
    const s = fine();
    const empire = s.empire.map((h) => h.slice());
    empire[0][0] = 0;
    expect(invariants({ ...s, empire }).join()).toContain('empire card 0');
  });

  it('report more armies out than the stock holds, and stale counts', () => {
    const s = fine();
    const armies = s.armies.slice();
    armies[T('alaska')] = 200;
    const broken = invariants({ ...s, armies }).join();
    expect(broken).toContain('the board shows');
    const over = { ...s, armies, onBoard: s.onBoard.map((n, seat) => (seat === 0 ? n + 199 : n)) };
    expect(invariants(over).join()).toContain('more armies out than its stock');
  });

  it('report a disaster pile holding a numbered card', () => {
    const s = withGoods(fine(), 1, [20], true);
    expect(invariants(s).join()).toContain('set aside a card that is no Disaster');
  });
});
