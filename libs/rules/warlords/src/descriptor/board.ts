import {
  EDGE,
  FRAME,
  tenth,
  type AreaDescriptor,
  type BoardDescriptor,
  type BorderDescriptor,
} from '@empires/rules-kernel';
import type { Board } from '../board/board';
import type { Hex } from '../board/hex';

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Flat-topped hexes with r growing upward, so the rules' DIRECTIONS run clockwise on screen as
 * `board/hex.ts` says they do, and the empires follow each other clockwise round Carrion. Flat
 * tops fit the six-empires board 3% larger into the frame than pointed tops.
 */
const centre = ({ q, r }: Hex): [number, number] => [1.5 * q, -Math.sqrt(3) * (r + q / 2)];

/** The rules' board drawn to fill the frame: hexes of one size, the whole board centred. */
export function describeBoard(board: Board): BoardDescriptor {
  const raw = board.hexes.map(centre);
  const xs = raw.map(([x]) => x);
  const ys = raw.map(([, y]) => y);
  // A flat-topped hex of size 1 reaches 1 to each side and sqrt(3)/2 up and down from its centre.
  const width = Math.max(...xs) - Math.min(...xs) + 2;
  const height = Math.max(...ys) - Math.min(...ys) + Math.sqrt(3);
  const size = Math.min((FRAME.width - 2 * EDGE) / width, (FRAME.height - 2 * EDGE) / height);
  const left = (FRAME.width - size * width) / 2 + size - size * Math.min(...xs);
  const top = (FRAME.height - size * height) / 2 + (size * Math.sqrt(3)) / 2 - size * Math.min(...ys);
  const at = raw.map(([x, y]) => ({ x: left + size * x, y: top + size * y }));

  const empireIds = board.empireNames.map(slug);
  const first = board.spacesOf.map((spaces) => spaces[0]);
  const capitals = new Set(board.capitals);
  const areaId = (s: number) => `${empireIds[board.empireOf[s]]}-${s - first[board.empireOf[s]] + 1}`;

  const areas: AreaDescriptor[] = board.hexes.map((hex, s) => {
    const e = board.empireOf[s];
    const backRow = board.backRows[e].indexOf(s);
    return {
      id: areaId(s),
      index: s,
      name: capitals.has(s) ? `${board.empireNames[e]} capital` : `${board.empireNames[e]} ${s - first[e] + 1}`,
      kind: capitals.has(s) ? 'capital' : 'space',
      region: empireIds[e],
      position: { x: tenth(at[s].x), y: tenth(at[s].y) },
      outline: Array.from({ length: 6 }, (_, k) => {
        const angle = (Math.PI / 3) * k;
        return [tenth(at[s].x + size * Math.cos(angle)), tenth(at[s].y + size * Math.sin(angle))] as [number, number];
      }),
      properties: {
        q: hex.q,
        r: hex.r,
        ring: board.ring[s],
        ...(backRow >= 0 ? { backRow: backRow + 1 } : {}),
      },
    };
  });

  const borders: BorderDescriptor[] = board.neighbours.flatMap((neighbours, a) =>
    neighbours
      .filter((b) => b > a)
      .map((b) => ({
        areas: [areaId(a), areaId(b)] as [string, string],
        kind: board.empireOf[a] === board.empireOf[b] ? 'side' : 'frontier',
      })),
  );

  return {
    name: board.name,
    frame: FRAME,
    layout: `The rules' axial hex coordinates drawn as flat-topped hexes of ${tenth(size)} units (r grows upward, so the six directions and the empires run clockwise), the board centred in the frame.`,
    areaKinds: [
      {
        id: 'space',
        name: 'Space',
        description: 'A hexagonal space: a general, a town or a supply line may stand on it.',
      },
      {
        id: 'capital',
        name: 'Capital',
        description: "The marked centre of an empire, where the empire's capital stands.",
      },
    ],
    borderKinds: [
      { id: 'side', name: 'Side', description: 'Two spaces of one empire sharing a side.' },
      {
        id: 'frontier',
        name: 'Frontier',
        description: 'Two spaces of different empires sharing a side; moving across is like any other move.',
      },
    ],
    areas,
    borders,
    regions: board.empireNames.map((name, e) => ({
      id: empireIds[e],
      name,
      kind: e === 0 ? 'middle-empire' : 'empire',
      areas: board.spacesOf[e].map(areaId),
    })),
  };
}
