import type { z } from 'zod';
import { Dice } from '../dice';
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
} from '../played-schema-checks';
import type { GameCommand, GameEvent, Ruleset } from '../ruleset';
import { unboundedIntegers } from '../schema-mutants';
import { distinctValues, firstOfEachType, schemaFailures } from '../schema-checks';
import type { PlayedStep } from './played-game';

/** A schema of commands or events, told apart by `type`. */
type TypedSchema = z.ZodType & {
  readonly options: readonly { readonly shape: { readonly type: { readonly value: string } } }[];
};

/** A move as the schema tests need it: the state it met, who sent it, what the rules wrote. */
type Move<S, C, E> = Omit<PlayedStep<S, C, E>, 'after'>;

/** A game as the schema tests play it: its seats, the events that set it up, each command's step, its end. */
interface SchemaGame<S, C, E> {
  readonly seats: number;
  readonly opening: readonly E[];
  readonly steps: readonly PlayedStep<S, C, E>[];
  readonly final: S;
}

/** What a ruleset's schema test plays and what it holds the schemas to. */
export interface SchemaSuite<S, C extends GameCommand, E extends GameEvent, V> {
  readonly ruleset: Pick<Ruleset<S, C, E, V>, 'decide' | 'redact' | 'view' | 'toAct' | 'legalActions'>;
  readonly schemas: {
    readonly commands: TypedSchema;
    readonly legalActions: z.ZodType;
    readonly events: TypedSchema;
    readonly view: z.ZodType;
  };
  readonly games: readonly SchemaGame<S, C, E>[];
  /** Moves such games almost never reach, each with the state it met: their events and commands count too. */
  readonly rare?: readonly Move<S, C, E>[];
  /** The seats of a game in this state: who a rare move's events are redacted for. */
  readonly seatsOf: (state: S) => number;
  /** The fewest events written and redacted copies made: fewer, and the games proved too little. */
  readonly atLeast: { readonly events: number; readonly redacted: number };
  /** The states whose legal actions are checked (all that the moves met unless given: each costs a call). */
  readonly offeredIn?: (played: readonly Move<S, C, E>[]) => readonly S[];
  /** Views besides those through each game (decisions under way, sealed declarations). */
  readonly moreViews?: () => readonly V[];
  /** Views checked once each where equal: seats that see the same view cost one parse. */
  readonly distinctViews?: boolean;
  /** Where set, the command schema is checked to refuse nothing the rules would play. */
  readonly refusesNothingPlayable?: boolean;
  /**
   * Where given, each schema is checked to refuse a changed copy of what it accepted: these views
   * (or their parts) with their schemas join one command and one event of each type.
   */
  readonly mutatedViews?: (played: readonly Move<S, C, E>[]) => readonly (readonly [z.ZodType, unknown])[];
}

/**
 * The tests every ruleset's schemas pass, against everything its games write, offer and show;
 * called inside the ruleset's `describe`, beside the tests of its own.
 */
export function schemaSuite<S, C extends GameCommand, E extends GameEvent, V>(suite: SchemaSuite<S, C, E, V>): void {
  const { ruleset: R, schemas, games, rare = [], seatsOf, atLeast } = suite;
  const played = [...games.flatMap((game) => game.steps), ...rare];
  const events = [...games.flatMap((game) => game.opening), ...played.flatMap((p) => p.events)];
  const commands = played.map((p) => p.command);

  it('every event, as written and as redacted for every seat and a spectator, is one the events schema declares', () => {
    const redacted = [
      ...games.flatMap((game) => redactedGameCopies(R, game)),
      ...rare.flatMap((m) => m.events.flatMap((e) => redactedCopies(R, e, seatsOf(m.before)))),
    ];
    expect(events.length).toBeGreaterThan(atLeast.events);
    expect(redacted.length).toBeGreaterThan(atLeast.redacted);
    expect(schemaFailures(schemas.events, [...events, ...redacted])).toEqual([]);
  });

  it('meets every event and every command the schemas declare at least once', () => {
    expect(typesMet(events)).toEqual(declaredTypes(schemas.events));
    expect(typesMet(commands)).toEqual(declaredTypes(schemas.commands));
  });

  it('every whole number of a command and of a legal action has the range the game fixes', () => {
    expect(unboundedIntegers(schemas.commands)).toEqual([]);
    expect(unboundedIntegers(schemas.legalActions)).toEqual([]);
  });

  it('every command played and every legal action offered fit, and so does each action with its ranges sampled', () => {
    const states = suite.offeredIn?.(played) ?? played.map((p) => p.before);
    const offered = offeredActions<S, C>(R, states);
    expect(offered.length).toBeGreaterThan(5_000);
    const failures = moveSchemaFailures(schemas, commands, offered, Dice.fromSeed(5));
    expect(failures).toEqual({ played: [], offered: [], sampled: [] });
  });

  const { mutatedViews } = suite;
  if (suite.refusesNothingPlayable)
    it('refuses no command the rules would play: each changed copy of a move it refuses, the rules refuse too (but an unknown key, which they ignore)', () => {
      const moves = firstOfEachType(played.map((p) => ({ ...p, type: p.command.type })));
      const playable = playableRefusals(R, schemas.commands, moves, Dice.fromSeed(9));
      expect(moves).toHaveLength(schemas.commands.options.length);
      expect(playable).toEqual([]);
    });

  it('every view, for every seat and a spectator, at points through each game, is one the view schema declares', () => {
    const views = [...games.flatMap((game) => viewsThroughGame(R, game, game.seats)), ...(suite.moreViews?.() ?? [])];
    expect(schemaFailures(schemas.view, suite.distinctViews ? distinctValues(views) : views)).toEqual([]);
  });

  if (mutatedViews)
    it('refuses a copy of any of them with one field of the wrong type, out of range, left out, or an unknown key added', () => {
      const samples = [...samplesOfEachType(R, schemas, commands, events), ...mutatedViews(played)];
      expect(acceptedChanges(samples)).toEqual([]);
    });
}
