import deck from './deck.json';

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

/** Every trait kind the rules apply: a general whose trait is of another kind is refused at load. */
const TRAIT_KINDS: Readonly<Record<Trait['kind'], true>> = {
  maxRegiments: true,
  speed: true,
  fight: true,
  defend: true,
  attack: true,
  kills: true,
  assist: true,
  lineCost: true,
  killsChiefOfStaffOnDefeat: true,
};

interface TraitRow {
  readonly kind: string;
  readonly value: number;
}

function traitOf(general: string, t: TraitRow): Trait {
  if (!Object.hasOwn(TRAIT_KINDS, t.kind))
    throw new Error(`general ${general}: no rule applies a trait of kind ${t.kind}`);
  if (!Number.isInteger(t.value)) throw new Error(`general ${general}: trait ${t.kind} has no whole value`);
  if (t.kind === 'killsChiefOfStaffOnDefeat' && t.value !== 1)
    throw new Error(`general ${general}: trait ${t.kind} takes the value 1`);
  return t as Trait;
}

/** The deck as data (deck.json), each trait checked to be one the rules know how to apply. */
export function loadGenerals(
  rows: readonly { readonly id: string; readonly name: string; readonly pro: TraitRow; readonly con: TraitRow }[],
): readonly General[] {
  return rows.map((g) => ({ id: g.id, name: g.name, pro: traitOf(g.id, g.pro), con: traitOf(g.id, g.con) }));
}

export const GENERALS: readonly General[] = loadGenerals(deck);

const byId = new Map(GENERALS.map((g, i) => [g.id, i]));

/** The card index of a general id, or -1. */
export const generalIndex = (id: string): number => byId.get(id) ?? -1;
