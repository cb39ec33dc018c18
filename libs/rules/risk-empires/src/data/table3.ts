import { territoryIndex } from './geo';

/** S002 Table 3 read onto the map ids (reference/risk-classic-rules.md), in map order. */
export const QUAKE_TERRITORIES: readonly number[] = [
  'central-america',
  'southern-europe',
  'north-africa',
  'middle-east',
  'kamchatka',
  'western-australia',
]
  .map(territoryIndex)
  .sort((a, b) => a - b);
export const FLOOD_TERRITORIES: readonly number[] = ['alaska', 'brazil', 'iceland', 'east-africa', 'siam', 'indonesia']
  .map(territoryIndex)
  .sort((a, b) => a - b);
