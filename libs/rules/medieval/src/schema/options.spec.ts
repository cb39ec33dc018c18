import { Dice } from '@empires/rules-kernel';
import { optionIssues, optionsSuite } from '@empires/rules-kernel/testing';
import { medieval } from '../ruleset';
import { medievalOptionsSchema } from './options';

const issues = optionIssues(medieval);

describe('the medieval options schema', () => {
  optionsSuite(medieval, { seats: 2, atLeast: 20 });

  it('refuses a wrong type, naming the option', () => {
    expect(issues({ raiders: 'yes' })).toMatchObject([{ path: ['raiders'], code: 'invalid_type' }]);
  });

  it('refuses a number out of range or a list of the wrong length, naming the place', () => {
    expect(issues({ crownIncome: -1 })).toMatchObject([{ path: ['crownIncome'], code: 'too_small' }]);
    expect(issues({ statureCheckMarks: [7, 57] })).toMatchObject([{ path: ['statureCheckMarks', 1], code: 'too_big' }]);
    expect(issues({ handicaps: [1, 2, 3] })).toMatchObject([{ path: ['handicaps'] }]);
  });

  it('refuses an empire the scenario does not have and a key it does not know', () => {
    expect(issues({ empires: ['france', 'england'] })).toMatchObject([{ path: ['empires', 1], code: 'invalid_value' }]);
    expect(issues({ dropEmpire: 'france' })).toMatchObject([{ path: ['dropEmpire'], code: 'invalid_value' }]);
    expect(issues({ scenery: 'x' })).toMatchObject([{ code: 'unrecognized_keys', keys: ['scenery'] }]);
  });

  it('leaves to set-up what depends on the seats and scenario, which it refuses plainly', () => {
    const twice = medievalOptionsSchema.parse({ empires: ['france', 'france'] });
    expect(medieval.setup({ seats: 2, options: twice }, Dice.fromSeed(1))).toMatchObject({
      code: 'BAD_OPTIONS',
      message: 'every seat needs a distinct empire in play',
    });
  });
});
