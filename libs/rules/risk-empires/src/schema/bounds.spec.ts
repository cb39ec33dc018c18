import { z } from 'zod';
import { riskCommandSchema, riskLegalActionSchema } from './commands';
import { riskEventSchema } from './events';
import { riskViewSchema } from './view';

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

describe('the bounds the risk-empires schemas declare', () => {
  it('every whole number of a command has the range the game fixes', () => {
    expect(unbounded(z.toJSONSchema(riskCommandSchema))).toEqual([]);
    expect(unbounded(z.toJSONSchema(riskLegalActionSchema))).toEqual([]);
  });

  it('events and views bound every whole number but what the game leaves open: armies gathered or to place, and rounds', () => {
    expect(unbounded(z.toJSONSchema(riskEventSchema))).toEqual([
      '#/$defs/RoundOrdered/properties/round',
      '#/$defs/ArmiesGranted/properties/armies/items',
      '#/$defs/ArmiesForfeited/properties/count',
      '#/$defs/ArmiesLost/properties/armies',
      '#/$defs/CityRioted/properties/armies',
    ]);
    expect(unbounded(z.toJSONSchema(riskViewSchema))).toEqual([
      '#/properties/round',
      '#/properties/armies/items',
      '#/properties/toPlace/items',
    ]);
  });
});
