import { closestDistance, EDGE, geoLayout, MIN_ANCHOR_DISTANCE, projector, spread, voronoiOutlines } from './geometry';
import { FRAME } from './schema';

describe('projector', () => {
  it('maps the corners of the box onto the frame inside its edge gap, north up', () => {
    const project = projector({ west: -10, east: 40, south: 30, north: 60 });
    expect(project({ lon: -10, lat: 60 })).toEqual({ x: EDGE, y: EDGE });
    expect(project({ lon: 40, lat: 30 })).toEqual({ x: FRAME.width - EDGE, y: FRAME.height - EDGE });
  });
});

describe('spread', () => {
  it('leaves points already far enough apart where they are', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ];
    expect(spread(points, 20)).toEqual(points);
  });

  it('pushes a crowded cluster apart until every pair is at least the minimum apart', () => {
    const cluster = Array.from({ length: 12 }, (_, i) => ({ x: 500 + (i % 4) * 3, y: 300 + Math.floor(i / 4) * 3 }));
    expect(closestDistance(cluster)).toBeLessThan(20);
    expect(closestDistance(spread(cluster, 20))).toBeGreaterThanOrEqual(20);
  });

  it('parts two points on the same spot, and keeps points inside the frame', () => {
    const out = spread(
      [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ],
      20,
    );
    expect(closestDistance(out)).toBeGreaterThanOrEqual(20);
    out.forEach((p) => expect(p.x >= EDGE && p.y >= EDGE).toBe(true));
  });
});

describe('voronoiOutlines', () => {
  const sites = [
    { x: 100, y: 100 },
    { x: 160, y: 100 },
    { x: 900, y: 600 },
  ];
  const inside = (polygon: [number, number][], x: number, y: number) =>
    polygon.every(([ax, ay], k) => {
      const [bx, by] = polygon[(k + 1) % polygon.length];
      return (bx - ax) * (y - ay) - (by - ay) * (x - ax) >= -1e-6;
    });

  it('gives each site a cell around it that holds no other site', () => {
    const cells = voronoiOutlines(sites, 50);
    cells.forEach((cell, i) => {
      expect(inside(cell, sites[i].x, sites[i].y)).toBe(true);
      sites.forEach((s, j) => j !== i && expect(inside(cell, s.x, s.y)).toBe(false));
    });
  });

  it('splits two neighbours at the line halfway between them, and reaches no further than asked', () => {
    const [a, b, far] = voronoiOutlines(sites, 50);
    expect(Math.max(...a.map(([x]) => x))).toBeCloseTo(130, 5);
    expect(Math.min(...b.map(([x]) => x))).toBeCloseTo(130, 5);
    far.forEach(([x, y]) => expect(Math.hypot(x - 900, y - 600)).toBeLessThanOrEqual(50.1));
  });

  it('clips cells to the frame and outlines only the sites asked for', () => {
    const cells = voronoiOutlines([{ x: 5, y: 5 }, ...sites], 50, 1);
    expect(cells).toHaveLength(1);
    cells[0].forEach(([x, y]) => expect(x >= 0 && y >= 0).toBe(true));
  });
});

describe('geoLayout', () => {
  it('projects the places, spreads crowded ones apart and outlines only the first asked for', () => {
    const box = { west: 0, east: 10, south: 0, north: 10 };
    const places = [
      { lon: 5, lat: 5 },
      { lon: 5.01, lat: 5 },
      { lon: 1, lat: 9 },
    ];
    const { positions, outlines } = geoLayout(box, places, 60, 2);
    expect(positions).toEqual(spread(places.map(projector(box)), MIN_ANCHOR_DISTANCE));
    expect(closestDistance(positions)).toBeGreaterThanOrEqual(MIN_ANCHOR_DISTANCE);
    expect(outlines).toEqual(voronoiOutlines(positions, 60, 2));
    expect(outlines).toHaveLength(2);
  });
});
