import { optionIssues, optionsSuite } from '@empires/rules-kernel/testing';
import { riskEmpires } from '../ruleset';

const issues = optionIssues(riskEmpires);

describe('the risk-empires options schema', () => {
  optionsSuite(riskEmpires, { seats: 3, atLeast: 9 });

  it('refuses a wrong type, naming the option', () => {
    expect(issues({ armyStock: '100' })).toMatchObject([{ path: ['armyStock'], code: 'invalid_type' }]);
  });

  it('refuses a number out of range or not whole, naming the option', () => {
    expect(issues({ armyStock: 39 })).toMatchObject([{ path: ['armyStock'], code: 'too_small' }]);
    expect(issues({ tradeOfferCap: 51 })).toMatchObject([{ path: ['tradeOfferCap'], code: 'too_big' }]);
    expect(issues({ roundLimit: 2.5 })).toMatchObject([{ path: ['roundLimit'] }]);
  });

  it('refuses a choice it does not offer and a key it does not know', () => {
    expect(issues({ setup: 'random' })).toMatchObject([{ path: ['setup'], code: 'invalid_value' }]);
    expect(issues({ armies: 100 })).toMatchObject([{ code: 'unrecognized_keys', keys: ['armies'] }]);
  });
});
