import { BOARD_DESCRIPTIONS, BOARDS } from './boards';

/** The default board: Carrion and six empires of radius 4 (61 spaces each, 427 in all). */
export const defaultBoardDescription = BOARD_DESCRIPTIONS['six-empires'];

export const defaultBoard = BOARDS['six-empires'];
