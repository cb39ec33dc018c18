import { z } from 'zod';
import { Dice } from '../dice';
import type { Ruleset } from '../ruleset';
import { violation, type RuleViolation } from '../violation';
import { DecisionMismatch, deciderSpec, type SpecDecider } from './decider-spec';
import { rulesSpec } from './ruleset-spec';

// A tally: `Add` adds a positive number (or refuses), `Roll` adds a die.
type Tally = { readonly total: number; readonly log: number[] };
type Cmd = { type: 'Add'; n: number } | { type: 'Roll' };
type Ev = { type: 'Added'; n: number; by: string } | { type: 'Rolled'; value: number; sides: number };

const tally = (mutateOnRefusal = false): SpecDecider<Tally, Cmd, Ev, RuleViolation, [by: string]> => ({
  initialState: { total: 0, log: [] },
  decide: (state, command, by) => {
    if (command.type === 'Roll') return [{ type: 'Rolled', value: 4, sides: 6 }];
    if (command.n > 0) return [{ type: 'Added', n: command.n, by }];
    if (mutateOnRefusal) state.log.push(command.n);
    return violation('NOT_POSITIVE', `${command.n} is not positive`);
  },
  evolve: (state, event) => {
    const n = event.type === 'Added' ? event.n : event.value;
    return { total: state.total + n, log: [...state.log, n] };
  },
  isRefusal: (out): out is RuleViolation => !Array.isArray(out),
});

const spec = deciderSpec(tally());
const failure = (check: () => unknown): string => {
  try {
    check();
  } catch (e) {
    expect(e).toBeInstanceOf(DecisionMismatch);
    return (e as Error).message;
  }
  throw new Error('the check passed');
};

describe('given/when/then', () => {
  it('folds the given events and checks the decision exactly, answering the state it leaves', () => {
    const { events, state } = spec
      .given({ type: 'Added', n: 2, by: 'ann' })
      .when({ type: 'Add', n: 3 }, 'ann')
      .then({ type: 'Added', n: 3, by: 'ann' });
    expect(events).toHaveLength(1);
    expect(state).toEqual({ total: 5, log: [2, 3] });
  });

  it('builds on a given state and more events', () => {
    const { state } = spec
      .givenState({ total: 10, log: [] })
      .and({ type: 'Added', n: 1, by: 'ann' })
      .when({ type: 'Add', n: 1 }, 'ben')
      .then({ type: 'Added', n: 1, by: 'ben' });
    expect(state.total).toBe(12);
  });

  it('names the event that differs, where, and what came', () => {
    const message = failure(() =>
      spec.given().when({ type: 'Add', n: 3 }, 'ann').then({ type: 'Added', n: 3, by: 'ben' }),
    );
    expect(message).toContain('when Add ("ann"):');
    expect(message).toContain('event 0 (Added) differs at .by: expected "ben", got "ann"');
  });

  it('is exact: a field the expected event leaves out fails too', () => {
    expect(
      failure(() =>
        spec
          .given()
          .when({ type: 'Roll' }, 'ann')
          .then({ type: 'Rolled', value: 4 } as Ev),
      ),
    ).toContain('event 0 (Rolled) differs at .sides: expected undefined, got 6');
  });

  it('fails on an event more or fewer than expected', () => {
    expect(failure(() => spec.given().when({ type: 'Add', n: 3 }, 'ann').then())).toContain(
      'event 0 (Added) was not expected: {"type":"Added","n":3,"by":"ann"}',
    );
    const missing = failure(() =>
      spec
        .given()
        .when({ type: 'Add', n: 3 }, 'ann')
        .then({ type: 'Added', n: 3, by: 'ann' }, { type: 'Added', n: 3, by: 'ann' }),
    );
    expect(missing).toContain('expected 2 events, got 1');
    expect(missing).toContain('event 1 (Added) is missing');
  });

  it('fails when events are expected and the command is refused', () => {
    expect(failure(() => spec.given().when({ type: 'Add', n: 0 }, 'ann').then())).toContain(
      'refused NOT_POSITIVE: 0 is not positive',
    );
  });

  it('passes a refusal with its code, answering it', () => {
    expect(spec.given().when({ type: 'Add', n: -1 }, 'ann').thenViolation('NOT_POSITIVE').message).toBe(
      '-1 is not positive',
    );
  });

  it('fails when a refusal is expected and events come', () => {
    expect(failure(() => spec.given().when({ type: 'Add', n: 1 }, 'ann').thenViolation('NOT_POSITIVE'))).toContain(
      'expected the refusal NOT_POSITIVE, got 1 event: Added',
    );
  });

  it('fails on another refusal code', () => {
    expect(failure(() => spec.given().when({ type: 'Add', n: 0 }, 'ann').thenViolation('TOO_BIG'))).toContain(
      'expected the refusal TOO_BIG, got NOT_POSITIVE',
    );
  });

  it('fails when a refusal changed the state it was given', () => {
    const mutating = deciderSpec(tally(true));
    expect(failure(() => mutating.given().when({ type: 'Add', n: 0 }, 'ann').thenViolation('NOT_POSITIVE'))).toContain(
      'refused NOT_POSITIVE, but decide changed the state it was given, at .log.length: expected 0, got 1',
    );
  });

  it('fails when an accepted decision changed the state it was given', () => {
    const base = tally();
    const careless = deciderSpec({
      ...base,
      decide: (state: Tally, command: Cmd, by: string) => {
        state.log.push(-1);
        return base.decide(state, command, by);
      },
    });
    expect(
      failure(() => careless.given().when({ type: 'Add', n: 1 }, 'ann').then({ type: 'Added', n: 1, by: 'ann' })),
    ).toContain('decide changed the state it was given, at .log.length: expected 0, got 1');
  });

  it('matches patterns only on what they name, with thenLike', () => {
    spec.given().when({ type: 'Roll' }, 'ann').thenLike({ type: 'Rolled', sides: 6 });
    expect(failure(() => spec.given().when({ type: 'Roll' }, 'ann').thenLike({ type: 'Rolled', sides: 8 }))).toContain(
      'event 0 (Rolled) differs at .sides: expected 8, got 6',
    );
    expect(failure(() => spec.given().when({ type: 'Roll' }, 'ann').thenLike())).toContain('expected 0 events, got 1');
  });

  it('with thenAccepted, asks only that the command is accepted', () => {
    expect(spec.given().when({ type: 'Add', n: 2 }, 'ann').thenAccepted().state.total).toBe(2);
    expect(failure(() => spec.given().when({ type: 'Add', n: 0 }, 'ann').thenAccepted())).toContain(
      'refused NOT_POSITIVE',
    );
  });

  it('counts a key holding undefined as missing, as stored events do', () => {
    spec
      .given()
      .when({ type: 'Add', n: 1 }, 'ann')
      .then({ type: 'Added', n: 1, by: 'ann', extra: undefined } as Ev);
  });
});

describe('rulesSpec', () => {
  // Set-up rolls the first number with dice of the sides the options say; each seat adds a d6.
  const diceSum = {
    initialState: { total: 0, log: [] },
    schemas: { options: z.strictObject({ sides: z.number().int().min(2).default(6) }) },
    setup: ({ seats, options }: { seats: number; options: { sides: number } }, dice: Dice) =>
      seats < 2
        ? violation('TOO_FEW_SEATS', 'two seats at least')
        : [{ type: 'Rolled', value: dice.int(1, options.sides), sides: options.sides }],
    decide: (_: Tally, command: Cmd, seat: number, dice: Dice) =>
      command.type === 'Roll' ? [{ type: 'Rolled', value: dice.int(1, 6), sides: 6 }] : violation('NO', `seat ${seat}`),
    evolve: tally().evolve,
  } as unknown as Ruleset<Tally, Cmd, Ev, unknown, { sides: number }>;
  const rules = rulesSpec(diceSum, 3);
  const roll = (seed: number) => Dice.fromSeed(seed).int(1, 6);

  it('begins from the set-up events and decides with fresh dice from its seed each time', () => {
    const given = rules.givenSetUp({ seats: 2 }, 5);
    expect(given.state.log).toEqual([roll(5)]);
    given.when({ type: 'Roll' }, 0).then({ type: 'Rolled', value: roll(3), sides: 6 });
    given.when({ type: 'Roll' }, 1).then({ type: 'Rolled', value: roll(3), sides: 6 });
    given.when({ type: 'Roll' }, 1, Dice.fromSeed(9)).then({ type: 'Rolled', value: roll(9), sides: 6 });
    expect(rules.given().when({ type: 'Add', n: 1 }, 1).thenViolation('NO').message).toBe('seat 1');
    // dice read as their class in a failure, not as their generator's state
    expect(failure(() => given.when({ type: 'Roll' }, 1, Dice.fromSeed(9)).then())).toContain('when Roll (1, <Dice>):');
  });

  it('completes the options with their defaults, as the engine does', () => {
    expect(rules.givenSetUp({ seats: 2, options: { sides: 20 } }, 5).state.log).toEqual([Dice.fromSeed(5).int(1, 20)]);
  });

  it('throws when the options or the set-up are refused', () => {
    expect(() => rules.givenSetUp({ seats: 2, options: { sides: 1 } })).toThrow('options refused');
    expect(() => rules.givenSetUp({ seats: 1 })).toThrow('set-up refused: TOO_FEW_SEATS');
  });
});
