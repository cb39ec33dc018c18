import { describeOptions, seatColours, type RulesetDescriptor } from '@empires/rules-kernel';
import { medievalOptionsSchema } from '../schema/options';
import { europeBoard } from './board';
import { medievalDecks } from './cards';
import { medievalPhases } from './phases';

export const medievalDescriptor: RulesetDescriptor = {
  id: 'medieval',
  version: '1.0.0',
  name: 'Medieval Empires',
  summary:
    "Seven empires of Europe, North Africa and the Near East from 976 to 1075. Leaders with combat, administrative and diplomatic statures lead endeavours (conquest, pillage, diplomacy, ruling, fortification, conversion) whose results the Year cards decide; gold, unrest, ties, claims and parleys shape each empire's fortunes, and empires no player takes act by themselves or as allies. The most victory points after the last round wins.",
  seats: { min: 0, max: 6 },
  board: europeBoard,
  decks: [...medievalDecks],
  phases: [...medievalPhases],
  options: describeOptions(medievalOptionsSchema),
  seatColours: seatColours(6),
};
