import type { GeoBox, LonLat } from '@empires/rules-kernel';
import type { TERRITORY_IDS } from '../data/map';

type TerritoryId = (typeof TERRITORY_IDS)[number];

/**
 * Where each territory lies on the globe, in degrees: roughly the middle of the land the classic
 * board gives it (Ukraine is the board's wide eastern Europe, Afghanistan reaches into Kazakhstan).
 * Drawing data only; the rules never read it.
 */
export const PLACES: Readonly<Record<TerritoryId, LonLat>> = {
  alaska: { lon: -152, lat: 64 },
  'northwest-territory': { lon: -118, lat: 65 },
  greenland: { lon: -42, lat: 72 },
  alberta: { lon: -115, lat: 54 },
  ontario: { lon: -87, lat: 50 },
  quebec: { lon: -71, lat: 52 },
  'western-united-states': { lon: -112, lat: 40 },
  'eastern-united-states': { lon: -83, lat: 37 },
  'central-america': { lon: -96, lat: 20 },
  venezuela: { lon: -66, lat: 7 },
  peru: { lon: -75, lat: -10 },
  brazil: { lon: -50, lat: -10 },
  argentina: { lon: -65, lat: -35 },
  iceland: { lon: -19, lat: 65 },
  'great-britain': { lon: -2, lat: 54 },
  scandinavia: { lon: 16, lat: 63 },
  'northern-europe': { lon: 14, lat: 52 },
  'western-europe': { lon: -2, lat: 43 },
  'southern-europe': { lon: 18, lat: 42 },
  ukraine: { lon: 38, lat: 55 },
  'north-africa': { lon: 2, lat: 25 },
  egypt: { lon: 30, lat: 26 },
  'east-africa': { lon: 38, lat: 3 },
  congo: { lon: 20, lat: -3 },
  'south-africa': { lon: 25, lat: -28 },
  madagascar: { lon: 47, lat: -19 },
  'middle-east': { lon: 45, lat: 30 },
  afghanistan: { lon: 66, lat: 42 },
  ural: { lon: 62, lat: 58 },
  siberia: { lon: 85, lat: 63 },
  yakutsk: { lon: 125, lat: 65 },
  kamchatka: { lon: 160, lat: 60 },
  irkutsk: { lon: 105, lat: 56 },
  mongolia: { lon: 105, lat: 46 },
  japan: { lon: 138, lat: 37 },
  china: { lon: 105, lat: 32 },
  india: { lon: 78, lat: 22 },
  siam: { lon: 101, lat: 15 },
  indonesia: { lon: 115, lat: -2 },
  'new-guinea': { lon: 142, lat: -5 },
  'western-australia': { lon: 122, lat: -25 },
  'eastern-australia': { lon: 146, lat: -28 },
};

/**
 * The world from Alaska to Kamchatka: the board is cut in the Bering Strait, as the classic board
 * is, so Alaska sits at the left edge and Kamchatka at the right.
 */
export const WORLD: GeoBox = { west: -160, east: 165, south: -38, north: 74 };

/**
 * Adjacencies the classic board draws as lines across water rather than shared frontiers. The
 * rules treat both alike (S002 7, Plague: "adjacent territories include those linked by lines
 * across seas or oceans"); the split only tells a client which to draw as a line.
 */
export const SEA_LINES: readonly (readonly [TerritoryId, TerritoryId])[] = [
  ['alaska', 'kamchatka'],
  ['greenland', 'northwest-territory'],
  ['greenland', 'ontario'],
  ['greenland', 'quebec'],
  ['greenland', 'iceland'],
  ['iceland', 'great-britain'],
  ['iceland', 'scandinavia'],
  ['great-britain', 'scandinavia'],
  ['great-britain', 'northern-europe'],
  ['great-britain', 'western-europe'],
  ['scandinavia', 'northern-europe'],
  ['brazil', 'north-africa'],
  ['western-europe', 'north-africa'],
  ['southern-europe', 'north-africa'],
  ['southern-europe', 'egypt'],
  ['east-africa', 'middle-east'],
  ['east-africa', 'madagascar'],
  ['south-africa', 'madagascar'],
  ['japan', 'kamchatka'],
  ['japan', 'mongolia'],
  ['siam', 'indonesia'],
  ['indonesia', 'new-guinea'],
  ['indonesia', 'western-australia'],
  ['new-guinea', 'western-australia'],
  ['new-guinea', 'eastern-australia'],
];
