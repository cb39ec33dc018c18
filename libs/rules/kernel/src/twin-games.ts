import { Dice } from './dice';
import { sampleAction } from './ranges';
import type { AnyRuleset, GameCommand, GameEvent, LegalAction, Seat, SetupConfig, Viewer } from './ruleset';
import { isViolation } from './violation';

/** The shuffle a twin game's dice turn out differently: its `call`-th (from 0), with places `i` and `j` swapped. */
export interface ShuffleTwist {
  readonly call: number;
  readonly i: number;
  readonly j: number;
}

/**
 * The seed's dice, except that one shuffle comes out with two places swapped. Nothing else
 * changes: the shuffle draws the same numbers, so every later roll is the same in both games.
 */
export function twistedDice(seed: number, twist: ShuffleTwist): Dice {
  const real = Dice.fromSeed(seed);
  let calls = 0;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = real.shuffle(items);
    if (calls++ === twist.call && out.length > 1) {
      const [i, j] = [twist.i % out.length, twist.j % out.length];
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return new Proxy(real, {
    get(target, key) {
      if (key === 'shuffle') return shuffle;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A sealed choice made two ways: at the first command from the `from`-th on where the seat to act
 * has two different sealed commands to choose from (`is`), it plays one in each game.
 */
export interface SealedTwist {
  readonly from: number;
  readonly is: (action: LegalAction<GameCommand>) => boolean;
  /** What everyone sees of a sealed command (whom a ballot is on, say): the two commands share it. */
  readonly shown: (command: GameCommand) => unknown;
}

/** Two games that differ in one hidden shuffle, one sealed choice, or both. */
export interface TwinSpec {
  readonly config: SetupConfig<unknown>;
  readonly seed: number;
  readonly twist?: ShuffleTwist;
  readonly sealed?: SealedTwist;
  /** Seeds the choice of seat, action and range values, the same in both games. */
  readonly policySeed: number;
  readonly maxCommands: number;
  /** Commands each blind seat submits at every step, to compare the answers (errors above all). */
  readonly probes: number;
  /** Actions the policy never picks (a resignation ends the comparison early). */
  readonly avoid?: (action: LegalAction<GameCommand>) => boolean;
  /** How a seat picks among its actions; by default uniformly, ranges sampled uniformly. */
  readonly choose?: (actions: readonly LegalAction<GameCommand>[], dice: Dice) => GameCommand;
}

export interface TwinReport {
  /**
   * Whether the games' events differ at all (a swap of two places that hold the same card changes
   * nothing). Whole, as everyone receives them once a game is over, they then tell the games apart.
   */
  readonly differed: boolean;
  readonly commands: number;
  /** Comparisons of what a blind viewer receives, made once the two games had parted. */
  readonly comparisons: number;
  /** Viewers that still could not tell the games apart when the comparison stopped. */
  readonly blind: readonly Viewer[];
  /** The public event that showed the difference to everyone, by the rules; null if none did. */
  readonly revealedBy: string | null;
  readonly ended: boolean;
}

/** What a viewer may not see differed between the two games: where and how. */
export class SecretLeaked extends Error {}

const json = (x: unknown): string => JSON.stringify(x) ?? 'undefined';

class Twins {
  private readonly diceA: Dice;
  private readonly diceB: Dice;
  private readonly policy: Dice;
  private readonly revealers: ReadonlySet<string>;
  stateA: unknown;
  stateB: unknown;
  blind: Set<Viewer>;
  revealedBy: string | null = null;
  comparisons = 0;
  /** Whether the two games have parted yet: until then their states are equal and need no comparing. */
  differ = false;
  private sealedDone = false;

  constructor(
    private readonly rules: AnyRuleset,
    private readonly spec: TwinSpec,
  ) {
    this.diceA = Dice.fromSeed(spec.seed);
    this.diceB = spec.twist ? twistedDice(spec.seed, spec.twist) : Dice.fromSeed(spec.seed);
    this.policy = Dice.fromSeed(spec.policySeed);
    this.revealers = new Set(rules.secrets?.revealedBy ?? []);
    this.blind = new Set<Viewer>(['spectator', ...Array.from({ length: spec.config.seats }, (_, s) => s)]);
    this.stateA = rules.initialState;
    this.stateB = rules.initialState;
  }

  open(): void {
    const a = this.rules.setup(this.spec.config, this.diceA);
    const b = this.rules.setup(this.spec.config, this.diceB);
    if (isViolation(a) || isViolation(b)) throw new Error(`setup refused: ${json(a)}`);
    this.apply(a, b, 'set-up');
  }

  /** Plays one command the same in both games; false when the comparison cannot go on. */
  step(n: number): boolean {
    const seat = this.policy.pick(this.rules.toAct(this.stateA) as Seat[]);
    const offered = (state: unknown) =>
      (this.rules.legalActions(state, seat) as LegalAction<GameCommand>[]).filter((a) => !this.spec.avoid?.(a));
    const inB = new Set(offered(this.stateB).map(json));
    // A seat that knows the difference may only pick what both games allow it, or they part.
    const actions = offered(this.stateA).filter((a) => inB.has(json(a)));
    if (actions.length === 0) return false;
    const [command, other] = this.sealedPair(n, actions) ?? [this.choose(actions), undefined];
    const a = this.rules.decide(this.stateA, command, seat, this.diceA);
    const b = this.rules.decide(this.stateB, other ?? command, seat, this.diceB);
    if (isViolation(a) || isViolation(b)) {
      // Refused alike in both: the rules refuse an action they offered, a fault of theirs, not a leak.
      if (isViolation(a) && isViolation(b) && json(a) === json(b)) throw new Error(`legal ${json(command)}: ${a.code}`);
      if (this.blind.has(seat) && other === undefined) this.leak(seat, `command ${n} ${json(command)}`, 'answer', a, b);
      return false;
    }
    this.apply(a, b, `command ${n} ${json(command)}${other ? ` (the twin: ${json(other)})` : ''} by seat ${seat}`);
    return this.revealedBy === null && this.blind.size > 0;
  }

  private choose(actions: readonly LegalAction<GameCommand>[]): GameCommand {
    return this.spec.choose
      ? this.spec.choose(actions, this.policy)
      : sampleAction(this.policy.pick(actions), this.policy);
  }

  /** The sealed choice, once: two different commands among the sealed ones offered, or none. */
  private sealedPair(n: number, actions: readonly LegalAction<GameCommand>[]): [GameCommand, GameCommand] | null {
    const sealed = this.spec.sealed;
    if (!sealed || this.sealedDone || n < sealed.from) return null;
    const offered = actions.filter(sealed.is);
    if (offered.length === 0) return null;
    const first = sampleAction(this.policy.pick(offered), this.policy);
    for (let tries = 0; tries < 16; tries++) {
      const second = sampleAction(this.policy.pick(offered), this.policy);
      if (json(second) !== json(first) && json(sealed.shown(second)) === json(sealed.shown(first))) {
        this.sealedDone = true;
        return [first, second];
      }
    }
    return null;
  }

  private apply(a: readonly GameEvent[], b: readonly GameEvent[], where: string): void {
    const shown = this.learn(a, b, where);
    if (this.differ) this.compareEvents(a.slice(0, shown), b.slice(0, shown), where);
    this.stateA = a.reduce((s, e) => this.rules.evolve(s, e), this.stateA);
    this.stateB = b.reduce((s, e) => this.rules.evolve(s, e), this.stateB);
    if (this.revealedBy === null && this.differ) this.compareStates(where);
  }

  /**
   * Marks who may now tell the games apart: the seats an event that differs is shown to. A public
   * event that differs must be a declared reveal; the comparison ends there. Returns how many
   * events precede that reveal.
   */
  private learn(a: readonly GameEvent[], b: readonly GameEvent[], where: string): number {
    for (let k = 0; k < Math.max(a.length, b.length); k++) {
      if (json(a[k]) === json(b[k])) continue;
      this.differ = true;
      const [va, vb] = [a[k] && this.rules.visibility(a[k]), b[k] && this.rules.visibility(b[k])];
      if (!va || !vb || va.public || vb.public || a[k].type !== b[k].type) {
        const types = [a[k]?.type, b[k]?.type];
        if (!types.some((t) => t !== undefined && this.revealers.has(t)))
          throw new SecretLeaked(
            `${where}: a public event differs, not a declared reveal: ${json(a[k])} / ${json(b[k])}`,
          );
        this.revealedBy = (this.revealers.has(types[0] ?? '') ? types[0] : types[1]) ?? null;
        return k;
      }
      for (const seat of [...va.seats, ...vb.seats]) this.blind.delete(seat);
    }
    return Math.max(a.length, b.length);
  }

  private compareEvents(a: readonly GameEvent[], b: readonly GameEvent[], where: string): void {
    for (const viewer of this.blind) {
      const shown = (events: readonly GameEvent[]) => events.map((e) => this.rules.redact(e, viewer));
      this.same(viewer, where, 'events', shown(a), shown(b));
    }
  }

  private compareStates(where: string): void {
    if (this.blind.size > 0)
      this.same('spectator', where, 'seats to act', this.toAct(this.stateA), this.toAct(this.stateB));
    const over = this.rules.outcome(this.stateA) !== null;
    const offered = (state: unknown, seat: Seat) =>
      over ? [] : (this.rules.legalActions(state, seat) as LegalAction<GameCommand>[]);
    const pool = Array.from({ length: this.spec.config.seats }, (_, s) => offered(this.stateA, s)).flat();
    for (const viewer of this.blind) {
      this.same(viewer, where, 'view', this.rules.view(this.stateA, viewer), this.rules.view(this.stateB, viewer));
      if (viewer === 'spectator') continue;
      this.same(viewer, where, 'legal actions', offered(this.stateA, viewer), offered(this.stateB, viewer));
      this.probe(viewer, where, pool);
    }
  }

  private toAct(state: unknown): readonly Seat[] {
    return this.rules.outcome(state) ? [] : this.rules.toAct(state);
  }

  /** Commands any seat could send now, sent by `seat`: refused or not, and why, alike in both games. */
  private probe(seat: Seat, where: string, pool: readonly LegalAction<GameCommand>[]): void {
    for (let k = 0; k < this.spec.probes && pool.length > 0; k++) {
      const command = sampleAction(this.policy.pick(pool), this.policy);
      const answer = (state: unknown, dice: Dice) => {
        const r = this.rules.decide(state, command, seat, Dice.fromState(dice.state));
        return isViolation(r) ? r : 'accepted';
      };
      this.same(
        seat,
        `${where}, probe ${json(command)}`,
        'answer',
        answer(this.stateA, this.diceA),
        answer(this.stateB, this.diceB),
      );
    }
  }

  private same(viewer: Viewer, where: string, what: string, a: unknown, b: unknown): void {
    this.comparisons++;
    if (json(a) !== json(b)) this.leak(viewer, where, what, a, b);
  }

  private leak(viewer: Viewer, where: string, what: string, a: unknown, b: unknown): never {
    const [ja, jb] = [json(a), json(b)];
    let at = 0;
    while (at < ja.length && ja[at] === jb[at]) at++;
    const around = (s: string) => s.slice(Math.max(0, at - 80), at + 80);
    throw new SecretLeaked(
      `${where}: ${viewer} tells the games apart by the ${what}: …${around(ja)}… / …${around(jb)}…`,
    );
  }
}

/**
 * Plays two games that differ only in one hidden shuffle or sealed choice, the same commands in
 * both, and checks that every viewer who may not see the difference gets byte-identical events,
 * views, seats to act, legal actions and answers to its commands, until the rules show the
 * difference to it. Throws `SecretLeaked` where one could tell the games apart.
 */
export function playTwins(rules: AnyRuleset, spec: TwinSpec): TwinReport {
  const twins = new Twins(rules, spec);
  twins.open();
  let commands = 0;
  while (
    twins.revealedBy === null &&
    twins.blind.size > 0 &&
    !rules.outcome(twins.stateA) &&
    commands < spec.maxCommands &&
    twins.step(commands)
  )
    commands++;
  return {
    differed: twins.differ,
    commands,
    comparisons: twins.comparisons,
    blind: [...twins.blind],
    revealedBy: twins.revealedBy,
    ended: rules.outcome(twins.stateA) !== null && rules.outcome(twins.stateB) !== null,
  };
}
