import { optionEdgesRefused } from '@empires/rules-kernel/testing';
import { defaultOptions } from '../options';
import { riskEmpires } from '../ruleset';
import { riskOptionsSchema } from './options';

const issues = (given: unknown) => riskOptionsSchema.safeParse(given).error?.issues ?? [];

describe('the risk-empires options schema', () => {
  it('accepts no options at all and fills in the defaults, which are the ruleset defaults', () => {
    expect(riskOptionsSchema.parse({})).toEqual(defaultOptions);
    expect(riskOptionsSchema.parse(defaultOptions)).toEqual(defaultOptions);
  });

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

  it('lets through only options set-up plays: every choice and both ends of every range', () => {
    const { edges, refused } = optionEdgesRefused(riskEmpires, 3);
    expect(edges).toBeGreaterThanOrEqual(9);
    expect(refused).toEqual([]);
  });
});
