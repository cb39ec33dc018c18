import { evolve } from './evolve';
import type { MedievalEvent } from './event-types';
import { medieval } from './ruleset';
import { A, E, fold, inTurn, opening } from './testing/fixtures';

/** Facts as `evolve` writes them, each found unguarded by mutation testing (`npm run mutation -- --ruleset medieval`). */
describe('evolve applies each fact as written', () => {
  it('M20.1.5 a shuffled event deck becomes the draw pile in its order, and the discard pile is emptied', () => {
    const s = { ...opening(), discard: [7, 8] };
    expect(evolve(s, { type: 'EventDeckShuffled', pile: [3, 1, 2] })).toMatchObject({ pile: [3, 1, 2], discard: [] });
  });

  it('M23.2 a raider group removed for good stays removed, and the phase goes on to the next group', () => {
    const s = { ...opening(), attackPhase: { group: 2, raidsLeft: -1, magnate: 0 } };
    const after = evolve(s, { type: 'RaiderGroupRemoved', group: 2 });
    expect(after.raidersRemoved[2]).toBe(true);
    expect(after.raidersRemoved.filter(Boolean)).toHaveLength(1);
    expect(after.attackPhase).toEqual({ group: 3, raidsLeft: -1, magnate: 0 });
  });

  it('M24.1 a Magnate who arises holds the area, unowned, with its court there', () => {
    const s = opening();
    const e: MedievalEvent = {
      type: 'MagnateArose',
      magnate: 2,
      area: A('saxony'),
      name: 'Magnate of Saxony',
      combat: 4,
    };
    const after = evolve(s, e);
    expect(after.magnates[2]).toEqual({ name: 'Magnate of Saxony', court: A('saxony'), combat: 4 });
    expect(after.areas[A('saxony')]).toMatchObject({ magnate: 2, owner: -1, unrest: false, markers: [] });
  });

  it('S003 12.41(2) waivers on several areas are all kept; lifting one keeps the others', () => {
    const s = fold(opening(2), [
      { type: 'TieWaiverSet', empire: E.france, area: A('saxony'), waive: true },
      { type: 'TieWaiverSet', empire: E.france, area: A('bavaria'), waive: true },
    ]);
    expect([...s.empires[E.france].waivers].sort()).toEqual([A('saxony'), A('bavaria')].sort());
    const lifted = evolve(s, { type: 'TieWaiverSet', empire: E.france, area: A('saxony'), waive: false });
    expect(lifted.empires[E.france].waivers).toEqual([A('bavaria')]);
  });

  it('M29 in the turn of a seat’s empire, with nothing pending, that seat is the one to act', () => {
    expect(medieval.toAct(inTurn(opening(2), E.france))).toEqual([1]);
    expect(medieval.toAct(inTurn(opening(2), E.german))).toEqual([0]);
  });
});
