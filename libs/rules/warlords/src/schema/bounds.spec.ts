import { z } from 'zod';
import { warlordsCommandSchema, warlordsLegalActionSchema } from './commands';
import { warlordsEventSchema } from './events';
import { warlordsViewSchema } from './view';

type Json = { [key: string]: unknown };

/** Paths of the whole numbers of a JSON Schema with no upper bound (zod writes the largest safe integer). */
function unbounded(schema: unknown, path = '#'): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Json;
  const here = s.type === 'integer' && !((s.maximum as number) < Number.MAX_SAFE_INTEGER) ? [path] : [];
  const below = Object.entries(s).flatMap(([key, value]) =>
    Array.isArray(value)
      ? value.flatMap((item, i) => unbounded(item, `${path}/${key}/${i}`))
      : unbounded(value, `${path}/${key}`),
  );
  return [...here, ...below];
}

describe('the bounds the warlords schemas declare', () => {
  it('every whole number of a command has the range the game fixes', () => {
    expect(unbounded(z.toJSONSchema(warlordsCommandSchema))).toEqual([]);
    expect(unbounded(z.toJSONSchema(warlordsLegalActionSchema))).toEqual([]);
  });

  it('events and views bound every whole number but what the game leaves open: rounds (and the round limit) and the regiments ever made and lost', () => {
    expect(unbounded(z.toJSONSchema(warlordsEventSchema))).toEqual([
      '#/$defs/GameSetUp/properties/options/properties/roundLimit/anyOf/0',
      '#/$defs/TurnBegan/properties/round',
    ]);
    expect(unbounded(z.toJSONSchema(warlordsViewSchema))).toEqual([
      '#/properties/options/properties/roundLimit/anyOf/0',
      '#/properties/made',
      '#/properties/lost',
      '#/$defs/Turn/properties/round',
    ]);
  });
});
