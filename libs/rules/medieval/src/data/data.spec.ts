import { MAP, MILLENNIUM } from './millennium';
import { sameReligion } from '../map/culture';
import { reach } from '../map/geo';

describe('M30 the shipped map and scenario data', () => {
  it('has 90 land areas and 16 sea areas with unique ids', () => {
    expect(MAP.areas).toHaveLength(90);
    expect(MAP.seas).toHaveLength(16);
    expect(new Set(MAP.areas.map((a) => a.id)).size).toBe(90);
  });
  it('has symmetric land and sea adjacency', () => {
    MAP.areas.forEach((a, i) => a.land.forEach((n) => expect(MAP.areas[n].land).toContain(i)));
    MAP.seas.forEach((s, i) => s.neighbors.forEach((n) => expect(MAP.seas[n].neighbors).toContain(i)));
  });
  it('gives every empire a court it owns at the start', () => {
    MILLENNIUM.empires.forEach((e, i) => expect(MILLENNIUM.areas[e.court].owner).toBe(i));
  });
  it('places only claims that obey S003 18.12', () => {
    MILLENNIUM.empires.forEach((e) =>
      e.claims.forEach((a) => expect(sameReligion(e.religion, MILLENNIUM.areas[a].religion)).toBe(true)),
    );
  });
  it('lets the first-round conquests of the recorded game be reached (M27.7)', () => {
    const id = (s: string) => MAP.areas.findIndex((a) => a.id === s);
    expect(reach(id('denmark'), id('mercia'))).toBe(1);
    expect(reach(id('provence'), id('valencia'))).toBe(1);
    expect(reach(id('poland'), id('pomerania'))).toBe(0);
  });
});
