// Copied from shared/reference/risk-classic-map.json (42 territories, 6 continents, 83 adjacencies).
// Ids became array indices: territory i is territories[i] of the JSON, continent i is continents[i].
// Rules libraries read no files at runtime, so the map lives here as data.

export const TERRITORY_IDS = [
  'alaska',
  'northwest-territory',
  'greenland',
  'alberta',
  'ontario',
  'quebec',
  'western-united-states',
  'eastern-united-states',
  'central-america',
  'venezuela',
  'peru',
  'brazil',
  'argentina',
  'iceland',
  'great-britain',
  'scandinavia',
  'northern-europe',
  'western-europe',
  'southern-europe',
  'ukraine',
  'north-africa',
  'egypt',
  'east-africa',
  'congo',
  'south-africa',
  'madagascar',
  'middle-east',
  'afghanistan',
  'ural',
  'siberia',
  'yakutsk',
  'kamchatka',
  'irkutsk',
  'mongolia',
  'japan',
  'china',
  'india',
  'siam',
  'indonesia',
  'new-guinea',
  'western-australia',
  'eastern-australia',
] as const;

export const TERRITORY_NAMES: readonly string[] = [
  'Alaska',
  'Northwest Territory',
  'Greenland',
  'Alberta',
  'Ontario',
  'Quebec',
  'Western United States',
  'Eastern United States',
  'Central America',
  'Venezuela',
  'Peru',
  'Brazil',
  'Argentina',
  'Iceland',
  'Great Britain',
  'Scandinavia',
  'Northern Europe',
  'Western Europe',
  'Southern Europe',
  'Ukraine',
  'North Africa',
  'Egypt',
  'East Africa',
  'Congo',
  'South Africa',
  'Madagascar',
  'Middle East',
  'Afghanistan',
  'Ural',
  'Siberia',
  'Yakutsk',
  'Kamchatka',
  'Irkutsk',
  'Mongolia',
  'Japan',
  'China',
  'India',
  'Siam',
  'Indonesia',
  'New Guinea',
  'Western Australia',
  'Eastern Australia',
];

/** Continent index of each territory. */
export const CONTINENT_OF: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5,
  5, 5, 5,
];

export interface Continent {
  readonly id: string;
  readonly name: string;
  readonly bonus: number;
  readonly territories: readonly number[];
}

export const CONTINENTS: readonly Continent[] = [
  { id: 'north-america', name: 'North America', bonus: 5, territories: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
  { id: 'south-america', name: 'South America', bonus: 2, territories: [9, 10, 11, 12] },
  { id: 'europe', name: 'Europe', bonus: 5, territories: [13, 14, 15, 16, 17, 18, 19] },
  { id: 'africa', name: 'Africa', bonus: 3, territories: [20, 21, 22, 23, 24, 25] },
  { id: 'asia', name: 'Asia', bonus: 7, territories: [26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37] },
  { id: 'australia', name: 'Australia', bonus: 2, territories: [38, 39, 40, 41] },
];

/** Neighbours of each territory, sea links included, sorted by index. */
export const ADJACENT: readonly (readonly number[])[] = [
  [1, 3, 31], // alaska
  [0, 2, 3, 4], // northwest-territory
  [1, 4, 5, 13], // greenland
  [0, 1, 4, 6], // alberta
  [1, 2, 3, 5, 6, 7], // ontario
  [2, 4, 7], // quebec
  [3, 4, 7, 8], // western-united-states
  [4, 5, 6, 8], // eastern-united-states
  [6, 7, 9], // central-america
  [8, 10, 11], // venezuela
  [9, 11, 12], // peru
  [9, 10, 12, 20], // brazil
  [10, 11], // argentina
  [2, 14, 15], // iceland
  [13, 15, 16, 17], // great-britain
  [13, 14, 16, 19], // scandinavia
  [14, 15, 17, 18, 19], // northern-europe
  [14, 16, 18, 20], // western-europe
  [16, 17, 19, 20, 21, 26], // southern-europe
  [15, 16, 18, 26, 27, 28], // ukraine
  [11, 17, 18, 21, 22, 23], // north-africa
  [18, 20, 22, 26], // egypt
  [20, 21, 23, 24, 25, 26], // east-africa
  [20, 22, 24], // congo
  [22, 23, 25], // south-africa
  [22, 24], // madagascar
  [18, 19, 21, 22, 27, 36], // middle-east
  [19, 26, 28, 35, 36], // afghanistan
  [19, 27, 29, 35], // ural
  [28, 30, 32, 33, 35], // siberia
  [29, 31, 32], // yakutsk
  [0, 30, 32, 33, 34], // kamchatka
  [29, 30, 31, 33], // irkutsk
  [29, 31, 32, 34, 35], // mongolia
  [31, 33], // japan
  [27, 28, 29, 33, 36, 37], // china
  [26, 27, 35, 37], // india
  [35, 36, 38], // siam
  [37, 39, 40], // indonesia
  [38, 40, 41], // new-guinea
  [38, 39, 41], // western-australia
  [39, 40], // eastern-australia
];
