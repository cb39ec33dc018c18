import { descriptorProblems } from './checks';
import { seatColours } from './colours';
import { FRAME, NO_BOARD, type RulesetDescriptor } from './schema';

const area = (id: string, x: number, y: number) => ({
  id,
  index: x,
  name: id,
  kind: 'land',
  region: 'north',
  position: { x, y },
});

const descriptor: RulesetDescriptor = {
  id: 'tiny',
  version: '1.0.0',
  name: 'Tiny',
  summary: 'Two places.',
  seats: { min: 2, max: 2 },
  board: {
    ...NO_BOARD,
    name: 'Tiny',
    frame: FRAME,
    areaKinds: [{ id: 'land', name: 'Land', description: 'Land.' }],
    borderKinds: [{ id: 'land', name: 'Land', description: 'A frontier.' }],
    areas: [area('a', 100, 100), area('b', 200, 100)],
    borders: [{ areas: ['a', 'b'], kind: 'land' }],
    regions: [{ id: 'north', name: 'North', kind: 'region', areas: ['a', 'b'] }],
  },
  decks: [],
  phases: [{ id: 'play', name: 'Play', part: 'turn', description: 'Play.' }],
  options: [],
  seatColours: seatColours(2),
};
const withBoard = (board: Partial<RulesetDescriptor['board']>) => ({
  ...descriptor,
  board: { ...descriptor.board, ...board },
});

describe('descriptorProblems', () => {
  it('finds nothing wrong with a sound descriptor', () => {
    expect(descriptorProblems(descriptor)).toEqual([]);
  });

  it('reports schema errors with their path', () => {
    expect(descriptorProblems({ ...descriptor, seatColours: ['red'] })).toEqual([
      expect.stringMatching(/^seatColours\.0: /),
    ]);
  });

  it('reports a border to an unknown area, a border listed twice and crowded anchors', () => {
    expect(descriptorProblems(withBoard({ borders: [{ areas: ['a', 'c'], kind: 'land' }] }))).toEqual([
      'board: border a/c names an unknown area',
    ]);
    const twice = withBoard({
      borders: [
        { areas: ['a', 'b'], kind: 'land' },
        { areas: ['b', 'a'], kind: 'land' },
      ],
    });
    expect(descriptorProblems(twice)).toEqual(['board: border a/b is listed twice']);
    const crowded = withBoard({ areas: [area('a', 100, 100), area('b', 110, 100)] });
    expect(descriptorProblems(crowded)).toEqual(['board: two anchors are 10.0 apart']);
  });

  it('reports an outline that leaves the frame', () => {
    const outline: [number, number][] = [
      [90, 90],
      [110, 90],
      [110, FRAME.height + 1],
    ];
    const outside = withBoard({ areas: [{ ...area('a', 100, 100), outline }, area('b', 200, 100)] });
    expect(descriptorProblems(outside)).toEqual(['board: the outline of a leaves the frame']);
  });

  it('reports regions that disagree with their areas', () => {
    const region = withBoard({ regions: [{ id: 'north', name: 'North', kind: 'region', areas: ['a'] }] });
    expect(descriptorProblems(region)).toEqual(['board: b is missing from north']);
  });

  it('reports too few or repeated seat colours', () => {
    expect(descriptorProblems({ ...descriptor, seatColours: ['#000000'] })).toEqual(['1 seat colours for 2 seats']);
    expect(descriptorProblems({ ...descriptor, seatColours: ['#000000', '#000000'] })).toEqual(['seatColours repeat']);
  });
});
