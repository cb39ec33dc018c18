// The map and Millennium scenario (design M2, M27), copied from shared/reference/medieval-map.json
// into map.json and millennium-scenario.json (not millennium.json: Node's require would take a JSON
// file before this module of the same name). Ids became indices so state can use arrays; names and
// ids are kept for views and READMEs. Typed here: tsc checks the JSON against MapData and ScenarioData.
import map from './map.json';
import scenario from './millennium-scenario.json';
import type { MapData, ScenarioData } from './types';

export const MAP: MapData = map;
export const MILLENNIUM: ScenarioData = scenario;
