import { Dice } from '@empires/rules-kernel';
import { optionIssues, optionsSuite } from '@empires/rules-kernel/testing';
import { warlords } from '../ruleset';
import { warlordsOptionsSchema } from './options';

const issues = optionIssues(warlords);

describe('the warlords options schema', () => {
  // Every edge is set up with two seats: two fit every board.
  optionsSuite(warlords, { seats: 2, atLeast: 14 });

  it('refuses a wrong type, naming the option', () => {
    expect(issues({ roundLimit: '10' })).toMatchObject([{ path: ['roundLimit'] }]);
  });

  it('refuses a number out of range, naming the option', () => {
    expect(issues({ draftBans: 3 })).toMatchObject([{ path: ['draftBans'], code: 'too_big' }]);
    expect(issues({ roundLimit: 0 })).toMatchObject([{ path: ['roundLimit'] }]);
  });

  it('refuses a board the rules do not have and a key it does not know', () => {
    expect(issues({ board: 'moon' })).toMatchObject([{ path: ['board'], code: 'invalid_value' }]);
    expect(issues({ boards: 'duel' })).toMatchObject([{ code: 'unrecognized_keys', keys: ['boards'] }]);
  });

  it('leaves seat counts a board cannot take to set-up, which refuses them plainly', () => {
    expect(
      warlords.setup({ seats: 3, options: warlordsOptionsSchema.parse({ board: 'duel' }) }, Dice.fromSeed(1)),
    ).toMatchObject({
      code: 'BAD_SEAT_COUNT',
      message: 'Duel seats 2 to 2 players',
    });
  });
});
