import type { PhaseDescriptor } from '@empires/rules-kernel';

/** S004 Starting the game and Turn; ids are the `phase` (set-up) and turn `step` values views show. */
export const warlordsPhases: readonly PhaseDescriptor[] = [
  {
    id: 'sides',
    name: 'Choose sides',
    part: 'setup',
    description:
      'Players roll a d20; in that order each picks an empire or a turn place, cycling until all is decided.',
  },
  {
    id: 'draft',
    name: 'Draft generals',
    part: 'setup',
    description: 'With the draft option: bans, force turns, then picks in snake order until each player has five.',
  },
  {
    id: 'generals',
    name: 'Assign generals',
    part: 'setup',
    description: 'Each player puts its five generals face down in the numbered boxes that name its pieces.',
  },
  {
    id: 'placement',
    name: 'Set up',
    part: 'setup',
    description: 'Each player places 4 towns, 10 supply lines and its 5 generals inside its empire.',
  },
  {
    id: 'raise',
    name: 'Raise regiments',
    part: 'turn',
    description: 'Occupied towns raise 1 regiment and the capital 2, sent along supply lines to generals.',
  },
  {
    id: 'move',
    name: 'Move generals',
    part: 'turn',
    description: 'Generals move by their size, laying or destroying supply lines, and declare attacks.',
  },
  {
    id: 'battle',
    name: 'Battle',
    part: 'turn',
    description: 'Each declared battle is one d20 roll a side plus bonuses; the winner kills, the loser retreats.',
  },
  {
    id: 'chief',
    name: 'Move chief of staff',
    part: 'turn',
    description: 'The chief of staff moves along supply lines to a general or the capital.',
  },
];
