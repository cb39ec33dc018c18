import { difference, partialDifference, show } from './difference';

// given(events).when(command).then(events) for any decider: a ruleset (see `rulesSpec`) or a
// domain process with its own events and refusals.

/** A refused command as every decider here reports one: a stable code and a reason. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
}

/** What the kit needs of a decider; `Ctx` is what `decide` takes after the command (a seat, dice, an actor). */
export interface SpecDecider<S, C, E, R extends Refusal, Ctx extends unknown[]> {
  readonly initialState: S;
  decide(state: S, command: C, ...ctx: Ctx): readonly E[] | R;
  evolve(state: S, event: E): S;
  isRefusal(out: readonly E[] | R): out is R;
}

/** A decision the spec did not expect. */
export class DecisionMismatch extends Error {
  override readonly name = 'DecisionMismatch';
}

/** An accepted decision: its events and the state they fold to. */
export interface Accepted<S, E> {
  readonly events: readonly E[];
  readonly state: S;
}

export type DeepPartial<T> = T extends readonly (infer I)[]
  ? readonly DeepPartial<I>[]
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** How a context value reads in a failure: dice and other things with methods by their class, data as JSON. */
const shortly = (value: unknown): string => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return show(value);
  const proto = Object.getPrototypeOf(value) as object | null;
  const methods = proto !== Object.prototype || Object.values(value).some((v) => typeof v === 'function');
  return methods ? `<${proto?.constructor.name ?? 'object'}>` : show(value);
};
const typeOf = (event: unknown): string => String((event as { type?: unknown })?.type ?? '?');
const plural = (n: number) => `${n} event${n === 1 ? '' : 's'}`;

/** One line per event that differs, naming the event and the first place it differs. */
function eventDifferences(
  expected: readonly unknown[],
  actual: readonly unknown[],
  differ: (e: unknown, a: unknown) => string | null,
): string[] {
  const lines =
    expected.length === actual.length ? [] : [`expected ${plural(expected.length)}, got ${plural(actual.length)}`];
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    if (i >= actual.length) lines.push(`event ${i} (${typeOf(expected[i])}) is missing`);
    else if (i >= expected.length) lines.push(`event ${i} (${typeOf(actual[i])}) was not expected: ${show(actual[i])}`);
    else {
      const found = differ(expected[i], actual[i]);
      if (found) lines.push(`event ${i} (${typeOf(expected[i])}) differs ${found}`);
    }
  }
  return lines;
}

/** The decision of one command on a given state, waiting to be checked. */
export class When<S, C, E, R extends Refusal, Ctx extends unknown[]> {
  private readonly label: string;
  private readonly out: readonly E[] | R;
  private readonly changed: string | null;

  constructor(
    private readonly decider: SpecDecider<S, C, E, R, Ctx>,
    private readonly before: S,
    command: C,
    ctx: Ctx,
  ) {
    this.label = `${typeOf(command)}${ctx.length ? ` (${ctx.map(shortly).join(', ')})` : ''}`;
    // decide is pure: a copy taken before it runs must still equal the state after it.
    const snapshot = structuredClone(before);
    this.out = decider.decide(before, command, ...ctx);
    this.changed = difference(snapshot, before);
  }

  private fail(lines: readonly string[]): never {
    throw new DecisionMismatch([`when ${this.label}:`, ...lines.map((l) => `  ${l}`)].join('\n'));
  }

  private accepted(): readonly E[] {
    if (this.changed) this.fail([`decide changed the state it was given, ${this.changed}`]);
    if (this.decider.isRefusal(this.out)) this.fail([`refused ${this.out.code}: ${this.out.message}`]);
    return this.out;
  }

  private check(expected: readonly unknown[], differ: (e: unknown, a: unknown) => string | null): Accepted<S, E> {
    const events = this.accepted();
    const lines = eventDifferences(expected, events, differ);
    if (lines.length) this.fail([...lines, `got: ${events.map((e) => show(e)).join(', ') || 'no events'}`]);
    return { events, state: this.fold(events) };
  }

  private fold(events: readonly E[]): S {
    return events.reduce((s, e) => this.decider.evolve(s, e), this.before);
  }

  /** Exactly these events, in this order (none: accepted, and nothing follows from it). */
  then(...expected: readonly E[]): Accepted<S, E> {
    return this.check(expected, difference);
  }

  /** As many events, each holding at least what its pattern names: for what a test cannot state, such as shuffles. */
  thenLike(...expected: readonly DeepPartial<E>[]): Accepted<S, E> {
    return this.check(expected, partialDifference);
  }

  /**
   * Accepted, whatever the events: for a spec about the state a command leaves rather than what it
   * writes (a resignation that plays the Independents' turns writes a hundred events).
   */
  thenAccepted(): Accepted<S, E> {
    const events = this.accepted();
    return { events, state: this.fold(events) };
  }

  /** Refused with `code`, and the state left as it was. */
  thenViolation(code: string): R {
    if (!this.decider.isRefusal(this.out))
      this.fail([`expected the refusal ${code}, got ${plural(this.out.length)}: ${this.out.map(typeOf).join(', ')}`]);
    if (this.out.code !== code) this.fail([`expected the refusal ${code}, got ${this.out.code}: ${this.out.message}`]);
    if (this.changed) this.fail([`refused ${code}, but decide changed the state it was given, ${this.changed}`]);
    return this.out;
  }
}

/** A state to decide on, built from events or given whole. */
export class Given<S, C, E, R extends Refusal, Ctx extends unknown[]> {
  constructor(
    private readonly decider: SpecDecider<S, C, E, R, Ctx>,
    readonly state: S,
  ) {}

  /** More events on top of this state. */
  and(...events: readonly E[]): Given<S, C, E, R, Ctx> {
    return new Given(
      this.decider,
      events.reduce((s, e) => this.decider.evolve(s, e), this.state),
    );
  }

  when(command: C, ...ctx: Ctx): When<S, C, E, R, Ctx> {
    return new When(this.decider, this.state, command, ctx);
  }
}

export interface DeciderSpec<S, C, E, R extends Refusal, Ctx extends unknown[]> {
  /** The state these events fold to from the decider's initial state. */
  given(...events: readonly E[]): Given<S, C, E, R, Ctx>;
  /** A state built some other way (a builder, a patched fixture). */
  givenState(state: S): Given<S, C, E, R, Ctx>;
}

export function deciderSpec<S, C, E, R extends Refusal, Ctx extends unknown[]>(
  decider: SpecDecider<S, C, E, R, Ctx>,
): DeciderSpec<S, C, E, R, Ctx> {
  const start = new Given(decider, decider.initialState);
  return { given: (...events) => start.and(...events), givenState: (state) => new Given(decider, state) };
}
