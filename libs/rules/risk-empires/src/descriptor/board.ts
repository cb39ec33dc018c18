import {
  FRAME,
  geoLayout,
  type AreaDescriptor,
  type BoardDescriptor,
  type BorderDescriptor,
} from '@empires/rules-kernel';
import { ADJACENT, CONTINENT_OF, CONTINENTS, TERRITORY_IDS, TERRITORY_NAMES } from '../data/map';
import { FLOOD_TERRITORIES, QUAKE_TERRITORIES } from '../data/table3';
import { PLACES, SEA_LINES, WORLD } from './places';

/** Outlines reach at most this far from their anchor: a territory is about 70 units across at this scale. */
const OUTLINE_REACH = 55;

const { positions, outlines } = geoLayout(
  WORLD,
  TERRITORY_IDS.map((id) => PLACES[id]),
  OUTLINE_REACH,
);

const seaLine = new Set(SEA_LINES.map(([a, b]) => [a, b].sort().join('/')));

function naturalDisaster(t: number): Record<string, string> | undefined {
  if (QUAKE_TERRITORIES.includes(t)) return { naturalDisaster: 'quakes' };
  if (FLOOD_TERRITORIES.includes(t)) return { naturalDisaster: 'floods' };
  return undefined;
}

const areas: AreaDescriptor[] = TERRITORY_IDS.map((id, t) => {
  const properties = naturalDisaster(t);
  return {
    id,
    index: t,
    name: TERRITORY_NAMES[t],
    kind: 'territory',
    region: CONTINENTS[CONTINENT_OF[t]].id,
    position: positions[t],
    outline: outlines[t],
    ...(properties ? { properties } : {}),
  };
});

const borders: BorderDescriptor[] = ADJACENT.flatMap((neighbours, a) =>
  neighbours
    .filter((b) => b > a)
    .map((b): BorderDescriptor => {
      const pair: [string, string] = [TERRITORY_IDS[a], TERRITORY_IDS[b]];
      const wraps = Math.abs(positions[a].x - positions[b].x) > FRAME.width / 2;
      return {
        areas: pair,
        kind: seaLine.has([...pair].sort().join('/')) ? 'sea' : 'land',
        ...(wraps ? { wraps } : {}),
      };
    }),
);

/** The classic world map, drawn from the rules' own map data (`src/data/map.ts`). */
export const classicBoard: BoardDescriptor = {
  name: 'The classic world map',
  frame: FRAME,
  layout:
    'Each territory at the longitude and latitude of its land (src/descriptor/places.ts), projected equirectangularly from 160°W to 165°E and 38°S to 74°N (the map is cut in the Bering Strait), then crowded anchors pushed apart to 20 units; outlines are Voronoi cells of the anchors within 55 units.',
  areaKinds: [
    {
      id: 'territory',
      name: 'Territory',
      description: 'Land held by one player (or the neutral army) with its armies and at most one city.',
    },
  ],
  borderKinds: [
    { id: 'land', name: 'Frontier', description: 'Two territories sharing a frontier on land.' },
    {
      id: 'sea',
      name: 'Sea line',
      description: 'A line drawn across sea or ocean; the rules treat it exactly as a frontier.',
    },
  ],
  areas,
  borders,
  regions: CONTINENTS.map((c) => ({
    id: c.id,
    name: c.name,
    kind: 'continent',
    areas: c.territories.map((t) => TERRITORY_IDS[t]),
    bonus: c.bonus,
  })),
};
