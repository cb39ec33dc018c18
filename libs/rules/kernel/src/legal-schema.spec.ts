import { z } from 'zod';
import { legalActionSchema } from './legal-schema';

const Move = z
  .strictObject({
    type: z.literal('Move').describe('Names it.'),
    from: z.int().min(0).max(9).describe('Where from.'),
    armies: z.int().min(1).max(99).describe('How many.'),
    note: z.string().optional().describe('Free text.'),
  })
  .meta({ id: 'Move', description: 'Moves armies.' });
const Pass = z.strictObject({ type: z.literal('Pass').describe('Names it.') }).meta({ description: 'Passes.' });
const commands = z.discriminatedUnion('type', [Move, Pass]).meta({ title: 'test commands', description: 'All.' });
const legal = legalActionSchema(commands);

describe('legalActionSchema', () => {
  it('offers each whole-number field as one value or a {min, max} range within the same bounds', () => {
    expect(legal.safeParse({ type: 'Move', from: 3, armies: { min: 1, max: 99 } }).success).toBe(true);
    expect(legal.safeParse({ type: 'Move', from: { min: 0, max: 9 }, armies: 5 }).success).toBe(true);
    expect(legal.safeParse({ type: 'Move', from: 3, armies: { min: 0, max: 5 } }).success).toBe(false);
    expect(legal.safeParse({ type: 'Move', from: 3, armies: { min: 5, max: 4 } }).success).toBe(false);
    expect(legal.safeParse({ type: 'Move', from: 3, armies: 100 }).success).toBe(false);
  });

  it('keeps every other field, the strictness and the names and descriptions of the commands', () => {
    expect(legal.safeParse({ type: 'Move', from: 3, armies: 2, note: 'x' }).success).toBe(true);
    expect(legal.safeParse({ type: 'Move', from: 3, armies: 2, note: 7 }).success).toBe(false);
    expect(legal.safeParse({ type: 'Pass', extra: 1 }).success).toBe(false);
    const json = z.toJSONSchema(legal) as { title: string; $defs: Record<string, { description: string }> };
    expect(json.title).toBe('test commands, as legal actions');
    expect(json.$defs.Move.description).toBe('Moves armies.');
  });

  it('takes a single command or a plain union too, and refuses what is neither', () => {
    expect(legalActionSchema(Move).safeParse({ type: 'Move', from: { min: 1, max: 2 }, armies: 1 }).success).toBe(true);
    expect(legalActionSchema(z.union([Move, Pass])).safeParse({ type: 'Pass' }).success).toBe(true);
    expect(() => legalActionSchema(z.string())).toThrow('legalActionSchema takes');
  });
});
