import { Dice } from '@empires/rules-kernel';
import { optionEdgesRefused } from '@empires/rules-kernel/testing';
import { defaultOptions } from '../options';
import { warlords } from '../ruleset';
import { warlordsOptionsSchema } from './options';

const issues = (given: unknown) => warlordsOptionsSchema.safeParse(given).error?.issues ?? [];

describe('the warlords options schema', () => {
  it('accepts no options at all and fills in the defaults, which are the ruleset defaults', () => {
    expect(warlordsOptionsSchema.parse({})).toEqual(defaultOptions);
    expect(warlordsOptionsSchema.parse(defaultOptions)).toEqual(defaultOptions);
  });

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

  it('lets through only options set-up plays: every choice and both ends of every range (two seats fit every board)', () => {
    const { edges, refused } = optionEdgesRefused(warlords, 2);
    expect(edges).toBeGreaterThanOrEqual(14);
    expect(refused).toEqual([]);
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
