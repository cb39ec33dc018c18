import { describeOptions, seatColours, type RulesetDescriptor } from '@empires/rules-kernel';
import { BOARDS } from '../board/boards';
import { defaultOptions } from '../options';
import { warlordsOptionsSchema } from '../schema/options';
import { describeBoard } from './board';
import { generalsDeck } from './cards';
import { warlordsPhases } from './phases';

export const warlordsDescriptor: RulesetDescriptor = {
  id: 'warlords',
  version: '1.0.0',
  name: 'Warlords',
  summary:
    'The emperor of the middle empire of Carrion is dead and the empires around it march. Each player commands five hidden generals whose strengths and flaws show only when revealed, raises regiments in towns joined by supply lines, and fights d20 battles. The game ends by agreement, when one player has killed every other general, or when one empire is left standing.',
  seats: { min: 2, max: 6 },
  board: describeBoard(BOARDS[defaultOptions.board]),
  boardVariants: {
    option: 'board',
    boards: Object.fromEntries(
      Object.entries(BOARDS)
        .filter(([name]) => name !== defaultOptions.board)
        .map(([name, board]) => [name, describeBoard(board)]),
    ),
  },
  decks: [generalsDeck],
  phases: [...warlordsPhases],
  options: describeOptions(warlordsOptionsSchema),
  seatColours: seatColours(6),
};
