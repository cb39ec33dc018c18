import { z } from 'zod';
import { describeOptions, optionExtremes } from './options';

const schema = z.strictObject({
  mode: z.enum(['a', 'b']).default('a').describe('Which mode.'),
  limit: z.int().min(1).max(9).nullable().default(null).describe('A limit, or none.'),
  on: z.boolean().default(true).describe('Whether it is on.'),
});

describe('describeOptions', () => {
  it('reads each option’s type, default, range, choices and description off the schema', () => {
    expect(describeOptions(schema)).toMatchObject([
      { key: 'mode', type: 'string', default: 'a', choices: ['a', 'b'], description: 'Which mode.' },
      { key: 'limit', type: 'integer | null', default: null, minimum: 1, maximum: 9 },
      { key: 'on', type: 'boolean', default: true },
    ]);
    expect(describeOptions(schema)[2]).not.toHaveProperty('choices');
  });

  it('refuses an option without a description or a default', () => {
    expect(() => describeOptions(z.strictObject({ x: z.int().default(1) }))).toThrow('option x has no description');
    expect(() => describeOptions(z.strictObject({ x: z.int().describe('x') }))).toThrow('option x has no default');
  });
});

describe('optionExtremes', () => {
  it('gives one options object per choice and per end of a range', () => {
    expect(optionExtremes(describeOptions(schema))).toEqual([{ mode: 'a' }, { mode: 'b' }, { limit: 1 }, { limit: 9 }]);
  });
});
