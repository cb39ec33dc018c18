import type { PhaseDescriptor } from '@empires/rules-kernel';

/** S002 Sequence of Play; ids are the `phase` values views show, where the rules stop for a seat. */
export const riskPhases: readonly PhaseDescriptor[] = [
  {
    id: 'claim',
    name: 'Claim territories',
    part: 'setup',
    description:
      'Players in turn claim one empty territory with one army until all are held (skipped when territories are dealt).',
  },
  {
    id: 'setupPlace',
    name: 'Place starting armies',
    part: 'setup',
    description: 'Players in turn place their remaining starting armies, one at a time, on their own territories.',
  },
  {
    id: 'roundOrder',
    name: 'Round order',
    part: 'round',
    description: 'The rules order the players: fewest cities first, then fewest territories, then a die.',
  },
  {
    id: 'newArmies',
    name: 'New armies',
    part: 'round',
    description:
      'Every player gets its armies at once: territories / 3 (at least 3), continent bonuses, one per city and Empire card bonuses.',
  },
  {
    id: 'place',
    name: 'Place armies',
    part: 'round',
    description: 'Each player in round order places its new armies and trades territory card sets; none are kept over.',
  },
  {
    id: 'attack',
    name: 'Move and attack',
    part: 'round',
    description: 'Each player in round order attacks as often as it likes, then makes its free move.',
  },
  {
    id: 'build',
    name: 'Build cities and draw goods',
    part: 'round',
    description:
      'Each player in round order turns armies into cities (at most 5), then draws a Goods card from one pile per city.',
  },
  {
    id: 'trade',
    name: 'Trade goods',
    part: 'round',
    description:
      'Every player holding 3 or more Goods cards may offer and accept trades of 3 or more cards, all at once.',
  },
  {
    id: 'disasters',
    name: 'Resolve disasters',
    part: 'round',
    description: 'Each player in round order suffers the Disasters it was traded, at most two and one of each kind.',
  },
  {
    id: 'purchase',
    name: 'Purchase Empire cards',
    part: 'round',
    description:
      'Each player in round order buys Empire cards with goods and credits, then keeps at most 5 Goods cards.',
  },
];
