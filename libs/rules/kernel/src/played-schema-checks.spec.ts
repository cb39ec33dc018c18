import { z } from 'zod';
import { Dice } from './dice';
import {
  acceptedChanges,
  declaredTypes,
  moveSchemaFailures,
  offeredActions,
  playableRefusals,
  redactedCopies,
  redactedGameCopies,
  samplesOfEachType,
  typesMet,
  viewsThroughGame,
} from './played-schema-checks';
import { violation } from './violation';

// A toy game: each move adds `by` (1 to 3) to a hidden count.
const Add = z.strictObject({ type: z.literal('Add'), by: z.int().min(1).max(3) });
const Pass = z.strictObject({ type: z.literal('Pass') });
const commands = z.discriminatedUnion('type', [Pass, Add]);
type Command = z.infer<typeof commands>;
type Event = { type: 'Added'; by: number; seat: number };

const rules = {
  toAct: (count: number) => (count < 5 ? [count % 2] : []),
  legalActions: (count: number) => [{ type: 'Add' as const, by: { min: 1, max: 5 - count > 3 ? 3 : 5 - count } }],
  // The rules accept an `Add` of up to 4: one more than the schema does.
  decide: (_count: number, c: Command) => (c.type === 'Add' && c.by > 4 ? violation('TOO_MANY', 'at most 4') : []),
  redact: (e: Event, viewer: number | 'spectator') => (viewer === e.seat ? e : { ...e, by: -1 }),
  view: (count: number, viewer: number | 'spectator') => `${viewer} sees ${count}`,
};

describe('the sums the schema tests make of played games', () => {
  it('lists the types a schema declares, sorted', () => {
    expect(declaredTypes(commands)).toEqual(['Add', 'Pass']);
  });

  it('copies an event only for the viewers `redact` hides something from', () => {
    const copies = redactedCopies(rules, { type: 'Added', by: 2, seat: 0 }, 2);
    expect(copies).toEqual([
      { type: 'Added', by: -1, seat: 0 },
      { type: 'Added', by: -1, seat: 0 },
    ]);
  });

  it('lists the types met, each once, sorted', () => {
    expect(typesMet([{ type: 'Pass' }, { type: 'Add' }, { type: 'Pass' }])).toEqual(['Add', 'Pass']);
  });

  it('copies every event of a game, set-up first, for the viewers `redact` hides something from', () => {
    const game = {
      seats: 1,
      opening: [{ type: 'Added' as const, by: 1, seat: 0 }],
      steps: [{ events: [{ type: 'Added' as const, by: 2, seat: 1 }] }],
    };
    expect(redactedGameCopies(rules, game)).toEqual([
      { type: 'Added', by: -1, seat: 0 },
      { type: 'Added', by: -1, seat: 1 },
      { type: 'Added', by: -1, seat: 1 },
    ]);
  });

  it('offers each action once, for the seats to act', () => {
    expect(offeredActions<number, Command>(rules, [0, 2, 4, 5])).toEqual([
      { type: 'Add', by: { min: 1, max: 3 } },
      { type: 'Add', by: { min: 1, max: 1 } },
    ]);
  });

  it('shows every viewer a third of the way through, two thirds through and the end', () => {
    const game = { steps: [1, 2, 3, 4, 5, 6].map((after) => ({ after })), final: 7 };
    expect(viewsThroughGame(rules, game, 1)).toEqual([
      '0 sees 3',
      'spectator sees 3',
      '0 sees 5',
      'spectator sees 5',
      '0 sees 7',
      'spectator sees 7',
    ]);
  });

  it('names the commands played, the actions offered and the actions sampled that the schemas refuse', () => {
    const legalActions = z.strictObject({
      type: z.literal('Add'),
      by: z.strictObject({ min: z.int(), max: z.int().max(3) }),
    });
    const played: Command[] = [
      { type: 'Add', by: 2 },
      { type: 'Add', by: 7 },
    ];
    const offered = [
      { type: 'Add' as const, by: { min: 1, max: 3 } },
      { type: 'Add' as const, by: { min: 4, max: 4 } },
    ];
    const failures = moveSchemaFailures({ commands, legalActions }, played, offered, Dice.fromSeed(1));
    expect([failures.played, failures.offered, failures.sampled].map((f) => f.length)).toEqual([1, 1, 1]);
    expect(failures.sampled[0]).toContain('"by":4');
  });

  it('finds a change the schema refuses and the rules would play', () => {
    const moves = [{ before: 0, seat: 0, command: { type: 'Add' as const, by: 2 } }];
    expect(playableRefusals(rules, commands, moves, Dice.fromSeed(1))).toContain('Add $.by: 4 out of range');
  });

  it('finds a change a lax schema accepts, and samples each type once', () => {
    const samples = samplesOfEachType(
      rules,
      { commands, events: z.object({ type: z.literal('Added'), by: z.number(), seat: z.int() }) },
      [{ type: 'Add', by: 1 }, { type: 'Add', by: 2 }, { type: 'Pass' }],
      [{ type: 'Added', by: 1, seat: 0 }],
    );
    expect(samples.map(([, value]) => value)).toEqual([
      { type: 'Add', by: 1 },
      { type: 'Pass' },
      { type: 'Added', by: 1, seat: 0 },
      { type: 'Added', by: -1, seat: 0 },
    ]);
    expect(acceptedChanges(samples)).toContain('Added $: unknown key');
  });
});
