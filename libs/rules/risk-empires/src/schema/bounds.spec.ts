import { unboundedIntegers } from '@empires/rules-kernel';
import { riskEventSchema } from './events';
import { riskViewSchema } from './view';

describe('the bounds the risk-empires schemas declare', () => {
  it('events and views bound every whole number but what the game leaves open: armies gathered or to place, and rounds', () => {
    expect(unboundedIntegers(riskEventSchema)).toEqual([
      '#/$defs/RoundOrdered/properties/round',
      '#/$defs/ArmiesGranted/properties/armies/items',
      '#/$defs/ArmiesForfeited/properties/count',
      '#/$defs/ArmiesLost/properties/armies',
      '#/$defs/CityRioted/properties/armies',
    ]);
    expect(unboundedIntegers(riskViewSchema)).toEqual([
      '#/properties/round',
      '#/properties/armies/items',
      '#/properties/toPlace/items',
    ]);
  });
});
