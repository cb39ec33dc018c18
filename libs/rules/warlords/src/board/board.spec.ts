import { buildBoard } from './board';
import { BOARDS } from './boards';
import { defaultBoard } from './default-board';
import { distance, DIRECTIONS } from './hex';

describe('default board', () => {
  const b = defaultBoard;

  it('has Carrion in the middle and six empires of 61 hexagonal spaces each', () => {
    expect(b.empireNames[0]).toBe('Carrion');
    expect(b.empireNames).toHaveLength(7);
    for (let e = 0; e < 7; e++) expect(b.empireOf.filter((x) => x === e)).toHaveLength(61);
  });

  it('gives every space a unique coordinate (empires tile without overlap)', () => {
    expect(new Set(b.hexes.map((h) => `${h.q},${h.r}`)).size).toBe(b.hexes.length);
  });

  it('makes adjacency symmetric: a space in direction i has this one in direction i+3', () => {
    b.neighbours.forEach((ns, s) =>
      ns.forEach((n, i) => {
        if (n >= 0) expect(b.neighbours[n][(i + 3) % 6]).toBe(s);
      }),
    );
  });

  it('borders every outer empire on Carrion (the middle empire touches all)', () => {
    for (let e = 1; e < 7; e++) {
      const touches = b.neighbours.some(
        (ns, s) => b.empireOf[s] === e && ns.some((n) => n >= 0 && b.empireOf[n] === 0),
      );
      expect(touches).toBe(true);
    }
  });

  it('marks each capital at the centre of its empire', () => {
    b.capitals.forEach((cap, e) => {
      expect(b.empireOf[cap]).toBe(e);
      const far = Math.max(...b.hexes.filter((_, s) => b.empireOf[s] === e).map((h) => distance(h, b.hexes[cap])));
      expect(far).toBe(4);
    });
  });

  it('gives each outer empire a straight back row of 5 edge spaces facing away from Carrion', () => {
    for (let e = 1; e < 7; e++) {
      const row = b.backRows[e];
      expect(row).toHaveLength(5);
      row.forEach((s) => {
        expect(b.empireOf[s]).toBe(e);
        expect(distance(b.hexes[s], b.hexes[b.capitals[e]])).toBe(4);
      });
      for (let k = 1; k < 5; k++) expect(b.neighbours[row[k - 1]]).toContain(row[k]);
      const mid = b.hexes[row[2]];
      const cap = b.hexes[b.capitals[e]];
      expect(distance(mid, { q: 0, r: 0 })).toBeGreaterThan(distance(cap, { q: 0, r: 0 }));
    }
  });

  it('uses six neighbour directions', () => expect(DIRECTIONS).toHaveLength(6));

  it('builds smaller boards from another description', () => {
    const small = buildBoard({ name: 'duel', radius: 2, empires: ['A', 'B'] });
    expect(small.hexes).toHaveLength(3 * 19);
    expect(small.backRows[1]).toHaveLength(3);
  });

  it('refuses more than six outer empires', () => {
    expect(() => buildBoard({ name: 'x', radius: 2, empires: ['1', '2', '3', '4', '5', '6', '7'] })).toThrow();
  });
});

describe('board registry', () => {
  it("places the duel board's two empires opposite each other, not touching", () => {
    const duel = BOARDS.duel;
    expect(duel.empireNames).toEqual(['Carrion', 'Aurum', 'Dusk']);
    expect(duel.empireNeighbours[1]).toEqual([0]);
    expect(duel.empireNeighbours[2]).toEqual([0]);
  });

  it('knows which empires touch on the default board (a ring around Carrion)', () => {
    expect(defaultBoard.empireNeighbours[0]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(defaultBoard.empireNeighbours[1]).toEqual([0, 2, 6]);
  });

  it('finds a space by its coordinates and gives each space its ring around its capital', () => {
    const cap = defaultBoard.capitals[3];
    expect(defaultBoard.at(defaultBoard.hexes[cap])).toBe(cap);
    expect(defaultBoard.at({ q: 100, r: 100 })).toBe(-1);
    expect(defaultBoard.ring[cap]).toBe(0);
    expect(defaultBoard.spacesOf[3].filter((s) => defaultBoard.ring[s] >= 3)).toHaveLength(42);
  });

  it('refuses two empires in one slot', () => {
    expect(() => buildBoard({ name: 'x', radius: 2, empires: ['A', 'B'], slots: [1, 1] })).toThrow();
  });
});
