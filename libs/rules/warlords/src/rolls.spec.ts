import { auditDecisions, Dice } from '@empires/rules-kernel';
import { rollsSuite, type AuditedGame } from '@empires/rules-kernel/testing';
import type { WarlordsEvent } from './events';
import { GENERALS } from './generals/generals';
import type { WarlordsOptions } from './options';
import { playRandomGame } from './play/random-game';
import { warlords } from './ruleset';
import type { WarlordsState } from './state';
import { at, CARRION, P, step } from './testing/places';
import { inStep, NEUTRAL, opening, withGeneral } from './testing/scenario';

/**
 * The draws of the dice each event records: the audit table of this ruleset. Picks the rules make
 * by the dice (options `sides`/`placement: 'auto'`) are draws; the same events from commands are not.
 */
function recordedDraws(before: WarlordsState, events: readonly WarlordsEvent[]): number {
  const opening = events.find((e) => e.type === 'GameSetUp');
  const options = opening?.type === 'GameSetUp' ? opening.options : before.options;
  const shuffledBoxes = opening?.type === 'GameSetUp' ? !!opening.rulings?.shuffledBoxes : before.rulings.shuffledBoxes;
  const sides = options.sides === 'auto' ? 1 : 0;
  const placed = options.placement === 'auto' ? 1 : 0;
  let draws = events.some((e) => e.type === 'GeneralsDealt') ? GENERALS.length - 1 : 0;
  for (const e of events) {
    if (e.type === 'InitiativeRolled') draws += e.rolls.flat().length;
    if (e.type === 'EmpireChosen' || e.type === 'TurnPlaceChosen') draws += sides;
    if (e.type === 'GeneralBanned') draws += placed;
    if (e.type === 'GeneralDrafted') draws += placed * (e.by === e.seat ? 1 : 2);
    if (e.type === 'GeneralsAssigned' && shuffledBoxes) draws += placed * (e.cards.length - 1);
    if (e.type === 'TownPlaced') draws += e.seat < 0 ? 1 : placed;
    if (e.type === 'SupplyLinePlaced' || e.type === 'GeneralPlaced') draws += placed;
    if (e.type === 'BattleFought') draws += 2;
  }
  return draws;
}

const games: AuditedGame<WarlordsOptions>[] = [
  { seats: 3, seed: 1, options: { sides: 'auto', placement: 'auto', roundLimit: 4 } },
  { seats: 2, seed: 2, options: { sides: 'choose', placement: 'manual', roundLimit: 3 } },
  {
    seats: 4,
    seed: 3,
    options: { sides: 'auto', placement: 'auto', generals: 'draft', draftBans: 1, draftForces: 1, roundLimit: 3 },
  },
  {
    seats: 3,
    seed: 4,
    options: { sides: 'choose', placement: 'manual', generals: 'draft', draftForces: 2, roundLimit: 2 },
  },
  { seats: 6, seed: 5, options: { sides: 'auto', placement: 'auto', roundLimit: 3 } },
];

describe('every roll that decides anything is in the events', () => {
  rollsSuite(warlords, {
    rule: 'S004 dice',
    games,
    play: (game) => playRandomGame(game).commands,
    recorded: recordedDraws,
  });

  it('S004 dice: a battle draws the two d20s its BattleFought records, and nothing else', () => {
    const [a, d] = [P(0, 1), P(1, 1)];
    const o = at(CARRION, 0, 0);
    const face = inStep(withGeneral(withGeneral(opening({}, NEUTRAL), a, o, 3), d, step(o, 0), 3), 'move');
    const commands = [
      { seat: 0, command: { type: 'Attack', piece: a, target: step(o, 0), main: true } },
      { seat: 0, command: { type: 'EndMovement' } },
    ];
    expect(auditDecisions(warlords, face, Dice.fromSeed(9).state, commands, recordedDraws)).toEqual([]);
  });
});
