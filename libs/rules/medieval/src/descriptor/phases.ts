import type { PhaseDescriptor } from '@empires/rules-kernel';

/** M3 set-up, the round of M4 and the empire turn of M6, in playing order. */
export const medievalPhases: readonly PhaseDescriptor[] = [
  {
    id: 'setup',
    name: 'Set-up',
    part: 'setup',
    description:
      'The scenario places every empire, area, magnate and raider; empires no seat takes are run by the rules.',
  },
  {
    id: 'scheduledEvents',
    name: 'Scheduled events',
    part: 'round',
    description: "The scenario's events for this round happen.",
  },
  {
    id: 'yearCards',
    name: 'Year card deal',
    part: 'round',
    description: 'The 56 Year cards are shuffled and five dealt face down to every empire still in the game.',
  },
  {
    id: 'raiders',
    name: 'Raider attacks',
    part: 'round',
    description: 'Raider groups in their era raid the areas they target (optional rule, on by default).',
  },
  {
    id: 'magnates',
    name: 'Magnate attacks',
    part: 'round',
    description: 'Magnates attack neighbouring areas (optional rule, on by default).',
  },
  {
    id: 'initiative',
    name: 'Initiative',
    part: 'round',
    description:
      'Empires are ranked by their statures and in that order take a turn slot; independents take the lowest free one.',
  },
  {
    id: 'empireTurns',
    name: 'Empire turns',
    part: 'round',
    description: 'Each empire takes its turn in slot order.',
  },
  {
    id: 'endOfRound',
    name: 'End of round',
    part: 'round',
    description:
      'Unused Year cards are turned up for stature checks, unowned areas recover, and after the last round the game ends.',
  },
  {
    id: 'eventCard',
    name: 'Event card',
    part: 'turn',
    description: 'The empire draws and reveals an event card; it acts at once or is kept.',
  },
  {
    id: 'actions',
    name: 'Endeavours and taxation',
    part: 'turn',
    description:
      'In any order: endeavours (each turns up the next Year card), one taxation, holding cards, a claim parley, deals and toggles.',
  },
  {
    id: 'endTurn',
    name: 'End turn',
    part: 'turn',
    description: 'Unused Year cards are kept for defence and the end-of-round check.',
  },
];
