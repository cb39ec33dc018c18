import { unboundedIntegers } from '@empires/rules-kernel';
import { warlordsEventSchema } from './events';
import { warlordsViewSchema } from './view';

describe('the bounds the warlords schemas declare', () => {
  it('events and views bound every whole number but what the game leaves open: rounds (and the round limit) and the regiments ever made and lost', () => {
    expect(unboundedIntegers(warlordsEventSchema)).toEqual([
      '#/$defs/GameSetUp/properties/options/properties/roundLimit/anyOf/0',
      '#/$defs/TurnBegan/properties/round',
    ]);
    expect(unboundedIntegers(warlordsViewSchema)).toEqual([
      '#/properties/options/properties/roundLimit/anyOf/0',
      '#/properties/made',
      '#/properties/lost',
      '#/$defs/Turn/properties/round',
    ]);
  });
});
