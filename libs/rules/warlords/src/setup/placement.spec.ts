import { Dice, isViolation } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import { decide } from '../decide';
import { GENERALS } from '../generals/generals';
import { legalActions } from '../legal/legal';
import { warlords } from '../ruleset';
import { boardOf, initialState, type WarlordsState } from '../state';
import { fold, refuse, run } from '../testing/decisions';
import { toAct } from '../to-act';
import { setup } from './setup';

/** Two seats on the duel board, sides by the dice, now placing by hand. */
function placing(): WarlordsState {
  const events = setup({ seats: 2, options: { board: 'duel', sides: 'auto' } }, Dice.fromSeed(11));
  if (isViolation(events)) throw new Error(events.message);
  let s = fold(initialState, events);
  for (const seat of [0, 1])
    s = run(s, { type: 'AssignGenerals', cards: s.seats[seat].hand.map((c) => GENERALS[c].id) }, seat).state;
  return s;
}
const at = (s: WarlordsState, seat: number, dq: number, dr: number) => {
  const b = boardOf(s);
  const c = b.hexes[b.capitals[s.seats[seat].empire]];
  return b.at({ q: c.q + dq, r: c.r + dr });
};
const towns = (s: WarlordsState, seat: number) => [
  at(s, seat, 3, 0),
  at(s, seat, -3, 0),
  at(s, seat, 0, 3),
  at(s, seat, 0, -3),
];

describe('S004 set-up', () => {
  it('S004 set-up: each capital stands occupied on the marked space at the centre of its empire', () => {
    const s = placing();
    for (const seat of [0, 1]) {
      const capital = boardOf(s).capitals[s.seats[seat].empire];
      expect(s.towns[s.townAt[capital]]).toMatchObject({ kind: 'capital', occupant: seat });
    }
  });

  it('S004 set-up: no town within two spaces of the capital', () => {
    expect(refuse(placing(), { type: 'PlaceTown', space: at(placing(), 0, 2, 0) }, 0).code).toBe('TOWN_TOO_CLOSE');
  });

  it('S004 set-up: no town directly next to another town', () => {
    const s = run(placing(), { type: 'PlaceTown', space: at(placing(), 0, 3, 0) }, 0).state;
    expect(refuse(s, { type: 'PlaceTown', space: at(s, 0, 3, 1) }, 0).code).toBe('TOWN_TOO_CLOSE');
  });

  it('S004 set-up: towns, supply lines and generals stay within the borders of the empire', () => {
    const s = placing();
    const outside = at(s, 0, -5, 0);
    expect(refuse(s, { type: 'PlaceTown', space: outside }, 0).code).toBe('OUTSIDE_EMPIRE');
    let done = s;
    for (const t of towns(s, 0)) done = run(done, { type: 'PlaceTown', space: t }, 0).state;
    expect(refuse(done, { type: 'PlaceSupplyLine', space: outside }, 0).code).toBe('OUTSIDE_EMPIRE');
    expect(refuse(done, { type: 'PlaceGeneral', piece: 0, space: outside }, 0).code).toBe('OUTSIDE_EMPIRE');
  });

  it('S004 set-up: the four towns come first (so they always fit)', () => {
    expect(refuse(placing(), { type: 'PlaceSupplyLine', space: at(placing(), 0, 1, 0) }, 0).code).toBe('TOWNS_FIRST');
  });

  it('S004 set-up: generals start anywhere but on a town, the capital or another general', () => {
    let s = placing();
    for (const t of towns(s, 0)) s = run(s, { type: 'PlaceTown', space: t }, 0).state;
    expect(refuse(s, { type: 'PlaceGeneral', piece: 0, space: at(s, 0, 0, 0) }, 0).code).toBe('SPACE_TAKEN');
    expect(refuse(s, { type: 'PlaceGeneral', piece: 0, space: towns(s, 0)[0] }, 0).code).toBe('SPACE_TAKEN');
    s = run(s, { type: 'PlaceSupplyLine', space: at(s, 0, 1, 0) }, 0).state;
    s = run(s, { type: 'PlaceGeneral', piece: 0, space: at(s, 0, 1, 0) }, 0).state;
    expect(refuse(s, { type: 'PlaceGeneral', piece: 1, space: at(s, 0, 1, 0) }, 0).code).toBe('SPACE_TAKEN');
  });

  it('S004 set-up: four towns, ten supply lines and five generals each, then the war begins', () => {
    let s = placing();
    for (let guard = 0; s.phase === 'placement' && guard < 100; guard++) {
      const seat = toAct(s)[0];
      const action = legalActions(s, seat).find((a) => a.type !== 'RevealGeneral') as WarlordsCommand;
      s = run(s, action, seat).state;
    }
    expect(s.phase).toBe('play');
    for (const seat of [0, 1]) {
      expect(s.towns.filter((t) => t.occupant === seat && t.kind === 'town')).toHaveLength(4);
      expect(s.lines.filter((l) => l === seat)).toHaveLength(10);
      expect(s.pieces.filter((p) => p.owner === seat && p.status === 'active')).toHaveLength(5);
    }
    expect(s.turn).toMatchObject({ seat: s.order[0], round: 1, step: 'raise' });
  });

  it('S004 set-up: the automatic placement is legal for every seat', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const events = setup(
        { seats: 2 + (seed % 5), options: { sides: 'auto', placement: 'auto' } },
        Dice.fromSeed(seed),
      );
      if (isViolation(events)) throw new Error(events.message);
      const s = fold(initialState, events);
      const b = boardOf(s);
      expect(s.phase).toBe('play');
      expect(warlords.invariants(s)).toEqual([]);
      s.seats.forEach((st, seat) => {
        const own = s.towns.filter((t) => t.occupant === seat && t.kind === 'town');
        expect(own).toHaveLength(4);
        own.forEach((t) => {
          expect(b.empireOf[t.space]).toBe(st.empire);
          expect(b.ring[t.space]).toBeGreaterThanOrEqual(3);
          expect(b.neighbours[t.space].some((n) => n >= 0 && s.townAt[n] >= 0)).toBe(false);
        });
        const lines = s.lines.map((l, x) => (l === seat ? x : -1)).filter((x) => x >= 0);
        expect(lines).toHaveLength(10);
        lines.forEach((x) => expect(b.empireOf[x]).toBe(st.empire));
        s.pieces
          .filter((p) => p.owner === seat)
          .forEach((p) => {
            expect(b.empireOf[p.space]).toBe(st.empire);
            expect(s.townAt[p.space]).toBe(-1);
          });
      });
    }
  });

  it('S004 set-up: the rules place Carrion four unoccupied towns within its limits', () => {
    const events = setup({ seats: 2, options: {} }, Dice.fromSeed(5));
    if (isViolation(events)) throw new Error(events.message);
    const s = fold(initialState, events);
    const b = boardOf(s);
    const carrion = s.towns.filter((t) => t.empire === 0 && t.kind === 'town');
    expect(carrion).toHaveLength(4);
    carrion.forEach((t) => {
      expect(t.occupant).toBe(-1);
      expect(b.ring[t.space]).toBeGreaterThanOrEqual(3);
    });
    const out = decide(s, { type: 'PlaceTown', space: 0 }, 0, Dice.fromSeed(1));
    expect(isViolation(out)).toBe(true);
  });
});
