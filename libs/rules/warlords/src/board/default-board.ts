import { buildBoard, type BoardDescription } from './board';

/** The default board: Carrion and six empires of radius 4 (61 spaces each, 427 in all). */
export const defaultBoardDescription: BoardDescription = {
  name: 'Six Empires',
  radius: 4,
  empires: ['Aurum', 'Boreal', 'Cinder', 'Dusk', 'Ember', 'Frost'],
};

export const defaultBoard = buildBoard(defaultBoardDescription);
