import { auditDecisions, Dice } from '@empires/rules-kernel';
import { rollsSuite, type AuditedGame } from '@empires/rules-kernel/testing';
import type { RiskEvent } from './events';
import type { RiskOptions } from './options';
import { riskEmpires as R } from './ruleset';
import type { RiskState } from './state';
import { act } from './testing/decisions';
import { board, fixedDice, inStep, opening, T } from './testing/fixtures';
import { randomGame } from './testing/random-game';

/** Cards put below a shuffled goods pile rather than shuffled with it: the Queen of Hearts and the King of Clubs. */
const UNSHUFFLED_GOODS = 2;

/** The draws of the dice each event records: the audit table of this ruleset. A shuffle of n is n - 1 draws. */
function recordedDraws(_: RiskState, events: readonly RiskEvent[]): number {
  const shuffle = (n: number) => Math.max(0, n - 1);
  let draws = 0;
  for (const e of events) {
    if (e.type === 'GameSetUp') draws += 1;
    if (e.type === 'GoodsPilesShuffled') draws += e.piles.reduce((n, p) => n + shuffle(p.length), 0) - UNSHUFFLED_GOODS;
    if (e.type === 'TerritoryDeckShuffled' || e.type === 'TerritoryDeckReshuffled') draws += shuffle(e.deck.length);
    if (e.type === 'TerritoriesDealt') draws += shuffle(e.owners.length);
    if (e.type === 'RoundOrdered') draws += e.rolls.flat().length;
    if (e.type === 'BattleRolled') draws += e.attack.length + e.defend.length;
    if (e.type === 'DisasterRolled') draws += e.dice.length;
    if (e.type === 'GoodsCardTaken') draws += 1;
  }
  return draws;
}

const games: AuditedGame<RiskOptions>[] = [
  { seats: 2, seed: 1, options: { roundLimit: 8 } },
  { seats: 3, seed: 2, options: { roundLimit: 8, setup: 'dealt' } },
  { seats: 5, seed: 3, options: { roundLimit: 6, setup: 'byChoice', armyStock: 40 } },
  { seats: 6, seed: 4, options: { roundLimit: 6 } },
  // Long enough for cities to fall and goods cards to be taken at random.
  { seats: 3, seed: 10, options: { roundLimit: 25 } },
];

describe('every roll that decides anything is in the events', () => {
  rollsSuite(R, {
    rule: 'dice',
    games,
    play: ({ seats, seed, options }) => randomGame(seats, seed, options, 300).steps,
    recorded: recordedDraws,
  });

  it('classic: an empty territory deck is made again from the traded sets by a shuffle its event records', () => {
    const attack = inStep(board(opening(3), { alaska: [0, 6], 'northwest-territory': [1, 1] }), 'attack', 0);
    const won = act(
      { ...attack, deck: [], discard: [0, 3, 6] },
      0,
      { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 1 },
      fixedDice([6, 1]),
    ).state;
    const commands = [
      { seat: 0, command: { type: 'Occupy', armies: 1 } },
      { seat: 0, command: { type: 'EndTurn' } },
    ];
    expect(auditDecisions(R, won, Dice.fromSeed(5).state, commands, recordedDraws)).toEqual([]);
    const events = act(act(won, 0, commands[0].command as never).state, 0, { type: 'EndTurn' }).events;
    expect(events.map((e) => e.type)).toContain('TerritoryDeckReshuffled');
  });
});
