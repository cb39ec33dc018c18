/**
 * The general deck. Each trait is data with an exact numeric effect so the rules can apply
 * it mechanically once the general is revealed (the seed: unrevealed generals have none).
 * A chief of staff with the general cancels his con, except Alexander's, which only bites
 * while the chief of staff is with him (the seed says so in as many words).
 */
export type Trait =
  /** Most regiments he may command (Leonidas 10; Ashoka 30 instead of 20). */
  | { readonly kind: 'maxRegiments'; readonly value: number }
  /** Added to movement speed (negative slows: Charlemagne). Speed never goes below 1. */
  | { readonly kind: 'speed'; readonly value: number }
  /** Added to his side's fight bonus when he is the main general of a battle (attacking or defending). */
  | { readonly kind: 'fight'; readonly value: number }
  /** Added to his side's fight bonus whenever he is on the defending side (main or assisting). */
  | { readonly kind: 'defend'; readonly value: number }
  /** Added to his side's fight bonus whenever he is on the attacking side (main or assisting). */
  | { readonly kind: 'attack'; readonly value: number }
  /** Added to the kills he inflicts when his side wins (his share never below 0). */
  | { readonly kind: 'kills'; readonly value: number }
  /** Added to his side's fight bonus when he assists (attacking or defending). */
  | { readonly kind: 'assist'; readonly value: number }
  /** Regiments a supply line he lays costs: 1 + value, never below 0 (Cyrus lays them free). */
  | { readonly kind: 'lineCost'; readonly value: number }
  /** Alexander: loses the chief of staff (killed) if he loses a battle with it. */
  | { readonly kind: 'killsChiefOfStaffOnDefeat'; readonly value: 1 };

export interface General {
  readonly id: string;
  readonly name: string;
  readonly pro: Trait;
  readonly con: Trait;
}

export const GENERALS: readonly General[] = [
  { id: 'leonidas', name: 'Leonidas', pro: { kind: 'defend', value: 5 }, con: { kind: 'maxRegiments', value: 10 } },
  { id: 'charlemagne', name: 'Charlemagne', pro: { kind: 'fight', value: 3 }, con: { kind: 'speed', value: -1 } },
  {
    id: 'alexander',
    name: 'Alexander the Great',
    pro: { kind: 'attack', value: 4 },
    con: { kind: 'killsChiefOfStaffOnDefeat', value: 1 },
  },
  { id: 'ashoka', name: 'Ashoka', pro: { kind: 'maxRegiments', value: 30 }, con: { kind: 'fight', value: -2 } },
  { id: 'hannibal', name: 'Hannibal', pro: { kind: 'attack', value: 3 }, con: { kind: 'defend', value: -2 } },
  { id: 'caesar', name: 'Julius Caesar', pro: { kind: 'kills', value: 2 }, con: { kind: 'defend', value: -1 } },
  { id: 'genghis', name: 'Genghis Khan', pro: { kind: 'speed', value: 2 }, con: { kind: 'defend', value: -3 } },
  { id: 'sun-tzu', name: 'Sun Tzu', pro: { kind: 'defend', value: 3 }, con: { kind: 'speed', value: -1 } },
  {
    id: 'napoleon',
    name: 'Napoleon Bonaparte',
    pro: { kind: 'fight', value: 4 },
    con: { kind: 'maxRegiments', value: 15 },
  },
  { id: 'saladin', name: 'Saladin', pro: { kind: 'assist', value: 3 }, con: { kind: 'attack', value: -1 } },
  { id: 'scipio', name: 'Scipio Africanus', pro: { kind: 'defend', value: 2 }, con: { kind: 'kills', value: -1 } },
  { id: 'attila', name: 'Attila', pro: { kind: 'kills', value: 3 }, con: { kind: 'lineCost', value: 1 } },
  { id: 'cyrus', name: 'Cyrus the Great', pro: { kind: 'lineCost', value: -1 }, con: { kind: 'attack', value: -2 } },
  { id: 'khalid', name: 'Khalid ibn al-Walid', pro: { kind: 'speed', value: 1 }, con: { kind: 'kills', value: -1 } },
  { id: 'belisarius', name: 'Belisarius', pro: { kind: 'defend', value: 4 }, con: { kind: 'maxRegiments', value: 15 } },
  { id: 'tamerlane', name: 'Tamerlane', pro: { kind: 'attack', value: 2 }, con: { kind: 'assist', value: -2 } },
  { id: 'subutai', name: 'Subutai', pro: { kind: 'speed', value: 1 }, con: { kind: 'fight', value: -1 } },
  { id: 'joan', name: 'Joan of Arc', pro: { kind: 'assist', value: 2 }, con: { kind: 'kills', value: -2 } },
  {
    id: 'wellington',
    name: 'Duke of Wellington',
    pro: { kind: 'defend', value: 3 },
    con: { kind: 'attack', value: -2 },
  },
  { id: 'ramesses', name: 'Ramesses II', pro: { kind: 'fight', value: 2 }, con: { kind: 'speed', value: -1 } },
  { id: 'gustavus', name: 'Gustavus Adolphus', pro: { kind: 'kills', value: 1 }, con: { kind: 'lineCost', value: 1 } },
  { id: 'zhuge', name: 'Zhuge Liang', pro: { kind: 'assist', value: 4 }, con: { kind: 'fight', value: -2 } },
  { id: 'nelson', name: 'Horatio Nelson', pro: { kind: 'attack', value: 3 }, con: { kind: 'maxRegiments', value: 12 } },
  { id: 'shaka', name: 'Shaka Zulu', pro: { kind: 'speed', value: 1 }, con: { kind: 'defend', value: -2 } },
  { id: 'pyrrhus', name: 'Pyrrhus of Epirus', pro: { kind: 'kills', value: 2 }, con: { kind: 'defend', value: -3 } },
  { id: 'tokugawa', name: 'Tokugawa Ieyasu', pro: { kind: 'defend', value: 2 }, con: { kind: 'speed', value: -1 } },
  {
    id: 'washington',
    name: 'George Washington',
    pro: { kind: 'defend', value: 2 },
    con: { kind: 'attack', value: -1 },
  },
  { id: 'mehmed', name: 'Mehmed II', pro: { kind: 'attack', value: 2 }, con: { kind: 'lineCost', value: 1 } },
  { id: 'rommel', name: 'Erwin Rommel', pro: { kind: 'speed', value: 1 }, con: { kind: 'maxRegiments', value: 15 } },
  { id: 'cao-cao', name: 'Cao Cao', pro: { kind: 'fight', value: 2 }, con: { kind: 'assist', value: -1 } },
];

const byId = new Map(GENERALS.map((g, i) => [g.id, i]));

/** The card index of a general id, or -1. */
export const generalIndex = (id: string): number => byId.get(id) ?? -1;
