import { GENERALS } from '../generals/generals';
import { speedOf } from '../traits';
import { find, refuse, run } from '../testing/decisions';
import { AURUM, at, capital, P } from '../testing/places';
import { inStep, opening, withGeneral } from '../testing/scenario';

const A = P(0, 1);

describe('S004 revealing generals', () => {
  it("S004 revealing: a player may reveal any of his generals at any time, even in another player's turn", () => {
    const s = inStep(withGeneral(opening(), A, at(AURUM, -1, 0), 3), 'move', 1);
    const { events, state } = run(s, { type: 'RevealGeneral', piece: A }, 0);
    expect(find(events, 'GeneralRevealed').general).toBe(GENERALS[s.pieces[A].card].id);
    expect(state.pieces[A].revealed).toBe(true);
  });

  it('S004 revealing: only the owner reveals a general, and only once', () => {
    const s = withGeneral(opening(), A, at(AURUM, -1, 0), 3);
    expect(refuse(s, { type: 'RevealGeneral', piece: A }, 1).code).toBe('NOT_YOUR_GENERAL');
    const shown = run(s, { type: 'RevealGeneral', piece: A }, 0).state;
    expect(refuse(shown, { type: 'RevealGeneral', piece: A }, 0).code).toBe('ALREADY_REVEALED');
  });

  it('S004 revealing: before he is revealed a general has no pro and no con', () => {
    const s = inStep(withGeneral(opening(), P(0, 2), at(AURUM, -1, 0), 16), 'move');
    expect(speedOf(s, P(0, 2), false)).toBe(2);
    const ashoka = withGeneral(opening(), P(0, 4), at(AURUM, -1, 0), 20);
    expect(refuse(ashoka, { type: 'RaiseRegiments', from: capital(AURUM), piece: P(0, 4), count: 1 }, 0).code).toBe(
      'CAP_EXCEEDED',
    );
  });

  it('S004 revealing: his pro and con act at once (Leonidas revealed with 15 regiments keeps 10)', () => {
    const s = withGeneral(opening(), A, at(AURUM, -1, 0), 15);
    const { events, state } = run(s, { type: 'RevealGeneral', piece: A }, 0);
    expect(find(events, 'GeneralRevealed').disbanded).toEqual([{ piece: A, count: 5 }]);
    expect(state.pieces[A].regiments).toBe(10);
  });

  it('S004 revealing: Charlemagne revealed is slowed from then on', () => {
    const s = inStep(withGeneral(opening(), P(0, 2), at(AURUM, -1, 0), 16), 'move');
    const shown = run(s, { type: 'RevealGeneral', piece: P(0, 2) }, 0).state;
    expect(speedOf(shown, P(0, 2), false)).toBe(1);
  });
});
