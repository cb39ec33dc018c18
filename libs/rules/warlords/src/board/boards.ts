import { buildBoard, type Board, type BoardDescription } from './board';

/**
 * The boards a game may be played on, by the name given in the `board` option. Adding a board
 * is adding a description here: spaces, borders, capitals and back rows are generated.
 */
export const BOARD_DESCRIPTIONS: Readonly<Record<string, BoardDescription>> = {
  'six-empires': { name: 'Six Empires', radius: 4, empires: ['Aurum', 'Boreal', 'Cinder', 'Dusk', 'Ember', 'Frost'] },
  /** Two empires facing each other across Carrion: a quick two-player board. */
  duel: { name: 'Duel', radius: 4, empires: ['Aurum', 'Dusk'], slots: [0, 3] },
};

export const BOARDS: Readonly<Record<string, Board>> = Object.fromEntries(
  Object.entries(BOARD_DESCRIPTIONS).map(([key, description]) => [key, buildBoard(description)]),
);
