import type { BoardDescriptor, RulesetDescriptor } from '@empires/rules-kernel';

/** What the board draws on one area. */
export interface AreaMark {
  /** The seat holding it (its colour), -1 for a neutral or computer-run holder, undefined for nobody. */
  readonly owner?: number;
  /** The number or short text drawn on it (armies, a stack). */
  readonly label?: string;
  /** Pieces drawn beside the label: a city, a castle, a general (as far as the viewer may see him). */
  readonly badges?: readonly Badge[];
  /** Said when the area is hovered or read by a screen reader. */
  readonly note?: string;
}

/** A piece on an area: its shape, and what it is in words (its tooltip and accessible name). */
export interface Badge {
  readonly shape: 'city' | 'castle' | 'general' | 'hidden' | 'flag' | 'alert';
  readonly text: string;
}

/** A box of facts beside the board: the viewer's hand, scores, what is pending. */
export interface Panel {
  readonly title: string;
  readonly rows: readonly string[];
}

/** Dice of one roll, as the event recorded them. */
export interface DiceRoll {
  readonly label: string;
  readonly faces: readonly number[];
  readonly sides: number;
}

/** Names of the board's areas and seats, for words. */
export interface Names {
  area(index: number): string;
  seat(seat: number): string;
  /** A region by its place in the board's list (a ruleset may number its regions: warlords' empires). */
  region(index: number): string;
  /** A card by its number in the deck (`ids`), or by the id of its kind of card. */
  card(deck: string, id: number | string): string;
}

/** An adapter for the ruleset a descriptor describes (its decks, regions and phases are its words). */
export type AdapterFactory = (descriptor: RulesetDescriptor) => BoardAdapter;

/**
 * How the page draws one ruleset: its view read as marks on the descriptor's board, panels, and
 * events and actions told in words. Everything else (layout, actions, replay) is the same for all.
 */
export interface BoardAdapter {
  /** The board the game is played on (a ruleset may offer several, chosen by an option). */
  board(descriptor: RulesetDescriptor, view: unknown): BoardDescriptor;
  /** One mark per area index. */
  marks(view: unknown, names: Names): readonly AreaMark[];
  /** Where the game stands, in a few words. */
  phase(view: unknown): string;
  panels(view: unknown, seat: number | undefined, names: Names): readonly Panel[];
  /** Fields of a command that name an area by its index: clicking an area offers the commands naming it. */
  readonly areaFields: readonly string[];
  describeEvent(type: string, payload: Record<string, unknown>, names: Names): string;
  dice(type: string, payload: Record<string, unknown>, names: Names): readonly DiceRoll[];
}
