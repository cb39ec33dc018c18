// Drawing data only, kept as data in europe-places.json (not places.json: a JSON file beside this
// module of the same name would be taken first) and typed here on import. The rules never read it.
import type { GeoBox, LonLat } from '@empires/rules-kernel';
import data from './europe-places.json';

/**
 * Where each area lies, in degrees: the place it is named after, or the middle of the lands its
 * name lists (Novgorod with its northern forests, Ifriqiya from Tunis to Barqa). Keys are the
 * map's area and sea ids.
 */
export const PLACES: Readonly<Record<string, LonLat>> = data.places;

/** Ireland to the Caspian, the Sahara's edge to central Norway. */
export const EUROPE: GeoBox = data.box;

/** The six straits of the map (medieval-map.json `meta.straits`): land links across narrow water. */
export const STRAITS: readonly { readonly areas: readonly [string, string]; readonly name: string }[] =
  data.straits.map(({ areas: [a, b], name }) => ({ areas: [a, b], name }));

/** Display names of the map's regions. */
export const REGION_NAMES: Readonly<Record<string, string>> = data.regionNames;
