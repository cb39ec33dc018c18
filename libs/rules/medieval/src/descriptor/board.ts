import {
  FRAME,
  geoLayout,
  type AreaDescriptor,
  type BoardDescriptor,
  type BorderDescriptor,
} from '@empires/rules-kernel';
import { MAP } from '../data/millennium';
import { EUROPE, PLACES, REGION_NAMES, STRAITS } from './places';

/** Land outlines reach at most this far from their anchor: about the spacing of inland areas at this scale. */
const OUTLINE_REACH = 48;

const place = (id: string) => {
  const at = PLACES[id];
  if (!at) throw new Error(`no place for ${id}`);
  return at;
};
// Land first, then seas: one spread over both, so no sea label sits on a coast. Sea anchors bound the
// land cells but get none: the sea is what no land outline covers.
const { positions, outlines } = geoLayout(
  EUROPE,
  [...MAP.areas.map((a) => place(a.id)), ...MAP.seas.map((s) => place(s.id))],
  OUTLINE_REACH,
  MAP.areas.length,
);
const seaPosition = (s: number) => positions[MAP.areas.length + s];

const land: AreaDescriptor[] = MAP.areas.map((a, i) => ({
  id: a.id,
  index: i,
  name: a.name,
  kind: 'land',
  region: a.region,
  position: positions[i],
  outline: outlines[i],
  properties: {
    population: a.pop,
    maxSocialState: a.maxSS,
    language: MAP.languages[a.language].id,
    religion: MAP.religions[a.religion].id,
    coastal: a.coastal,
    seafaring: a.seafaring,
  },
}));

const seas: AreaDescriptor[] = MAP.seas.map((s, j) => ({
  id: s.id,
  index: j,
  name: s.name,
  kind: 'sea',
  region: null,
  position: seaPosition(j),
}));

const strait = new Map(STRAITS.map((s) => [[...s.areas].sort().join('/'), s.name]));

const landLinks: BorderDescriptor[] = MAP.areas.flatMap((a, i) =>
  [...new Set(a.land)]
    .filter((j) => j > i)
    .map((j): BorderDescriptor => {
      const areas: [string, string] = [a.id, MAP.areas[j].id];
      const name = strait.get([...areas].sort().join('/'));
      return name ? { areas, kind: 'strait', name } : { areas, kind: 'land' };
    }),
);
const coasts: BorderDescriptor[] = MAP.areas.flatMap((a) =>
  a.seas.map((s): BorderDescriptor => ({ areas: [a.id, MAP.seas[s].id], kind: 'coast' })),
);
const seaLinks: BorderDescriptor[] = MAP.seas.flatMap((s, j) =>
  s.neighbors.filter((k) => k > j).map((k): BorderDescriptor => ({ areas: [s.id, MAP.seas[k].id], kind: 'sea' })),
);

const regions = [...new Set(MAP.areas.map((a) => a.region))];

/** The map of medieval-map.json, drawn from the rules' own data (`src/data/map.json`). */
export const europeBoard: BoardDescriptor = {
  name: 'Europe, North Africa and the Near East, c. AD 1000',
  frame: FRAME,
  layout:
    'Each area at the longitude and latitude of the place it is named after (src/descriptor/places.ts), projected equirectangularly from 11°W to 45°E and 29°N to 62°N, then crowded anchors pushed apart to 20 units; land outlines are Voronoi cells of all anchors within 48 units, so the sea is what no outline covers.',
  areaKinds: [
    {
      id: 'land',
      name: 'Land area',
      description: 'An area an empire may own, with its population, social state and fort.',
    },
    { id: 'sea', name: 'Sea area', description: 'Open sea, crossed by endeavours from the coasts it touches.' },
  ],
  borderKinds: [
    { id: 'land', name: 'Land border', description: 'Two land areas sharing a frontier.' },
    {
      id: 'strait',
      name: 'Strait',
      description: 'A land link across a narrow strait: the rules treat it exactly as a land border.',
    },
    { id: 'coast', name: 'Coast', description: 'A land area touching a sea area: sea crossings start and end here.' },
    {
      id: 'sea',
      name: 'Sea passage',
      description: 'Two sea areas next to each other: a crossing may go on from one to the other.',
    },
  ],
  areas: [...land, ...seas],
  borders: [...landLinks, ...coasts, ...seaLinks],
  regions: regions.map((id) => ({
    id,
    name: REGION_NAMES[id] ?? id,
    kind: 'region',
    areas: MAP.areas.filter((a) => a.region === id).map((a) => a.id),
  })),
};
