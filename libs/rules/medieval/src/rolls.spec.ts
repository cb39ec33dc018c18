import { auditRolls } from '@empires/rules-kernel';
import { rollsSuite, type AuditedGame } from '@empires/rules-kernel/testing';
import type { MedievalEvent } from './event-types';
import type { MedievalOptions } from './options';
import { playRandomGame } from './play/random-game';
import { medieval, medievalVersions } from './ruleset';
import type { MedievalState } from './state';

const YEAR_DECK = 56;
const dice = (rolls: readonly { readonly dice: readonly number[] }[]) => rolls.reduce((n, r) => n + r.dice.length, 0);

/** The draws of the dice each event records (M28.1): the audit table of this ruleset. A shuffle of n is n - 1 draws. */
function recordedDraws(_: MedievalState, events: readonly MedievalEvent[]): number {
  let draws = 0;
  for (const e of events) {
    if (e.type === 'YearCardsDealt') draws += YEAR_DECK - 1;
    if (e.type === 'EventDeckShuffled') draws += Math.max(0, e.pile.length - 1);
    if (e.type === 'EventCardReturned') draws += 1;
    if (e.type === 'InitiativeRanked') draws += e.tieDice.length;
    if (e.type === 'StatureChecked') draws += e.mortality.length + e.rolls.flat().length;
    if (e.type === 'NewDynasty') draws += e.rolls.flat().length;
    if (e.type === 'RebellionChecked') draws += e.dice.length;
    if (e.type === 'AsylumDecided' || e.type === 'IndependentVotesRolled' || e.type === 'AllianceRolled')
      draws += dice(e.rolls);
    if (e.type === 'IndependentAttackResolved' || e.type === 'RaiderActivityRolled') draws += 1;
    if (e.type === 'TieBrokenByDie') draws += 1;
    if (e.type === 'DiceRolled') draws += e.dice.length;
  }
  return draws;
}

/** Chosen so that every kind of roll turns up: ties, Famine, 33.45, M18.4.4 and M24.1 (33.64 has its own test). */
const games: AuditedGame<MedievalOptions>[] = [
  { seats: 0, seed: 1, options: {} },
  { seats: 3, seed: 5, options: {} },
  { seats: 2, seed: 2, options: { roundLimit: 3 } },
  { seats: 3, seed: 3, options: { scenario: 'quickstart' } },
];

describe('every roll that decides anything is in the events (M28.1)', () => {
  rollsSuite(medieval, {
    rule: 'M28.1 dice',
    games,
    play: (game) => playRandomGame(game).commands,
    recorded: recordedDraws,
  });

  it('M28.1 dice (1.0.0 games): ties broken by a die and a few rolls were not written, which is why 1.1.0 writes them', () => {
    const [seats, seed, options] = [0, 1, { roundLimit: 6 }];
    const problems = auditRolls(medievalVersions[0], { seats, options }, seed, [], recordedDraws);
    expect(problems.length).toBeGreaterThan(0);
  });
});
