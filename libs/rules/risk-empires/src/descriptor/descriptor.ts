import { describeOptions, seatColours, type RulesetDescriptor } from '@empires/rules-kernel';
import { riskOptionsSchema } from '../schema/options';
import { classicBoard } from './board';
import { riskDecks } from './cards';
import { riskPhases } from './phases';

export const riskDescriptor: RulesetDescriptor = {
  id: 'risk-empires',
  version: '1.0.0',
  name: 'EMPIRES (a RISK variant)',
  summary:
    'Classic RISK on the world map with cities, goods cards, trading, disasters and empire cards. Each round the players with the fewest cities go first; cities give armies and goods, goods buy Empire cards. The game ends when one player holds every territory or the last King Empire card is bought: then the highest Empire card value wins.',
  seats: { min: 2, max: 6 },
  board: classicBoard,
  decks: [...riskDecks],
  phases: [...riskPhases],
  options: describeOptions(riskOptionsSchema),
  seatColours: seatColours(6),
};
