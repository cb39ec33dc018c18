import type { z } from 'zod';
import type { Dice } from './dice';
import { sampleAction } from './ranges';
import type { GameCommand, GameEvent, LegalAction, Ruleset, Seat } from './ruleset';
import { distinctValues, firstOfEachType, schemaFailures, viewersOf } from './schema-checks';
import { acceptedMutants, mutants } from './schema-mutants';
import { isViolation } from './violation';

// What the rulesets' schema tests compute from played games before they hold it against the
// schemas: each ruleset plays its own games, the sums are the same.

/** A schema of commands or events, told apart by `type`. */
interface TypedUnion {
  readonly options: readonly { readonly shape: { readonly type: { readonly value: string } } }[];
}

/** The `type`s a schema declares, sorted. */
export const declaredTypes = (schema: TypedUnion): string[] => schema.options.map((o) => o.shape.type.value).sort();

/** The `type`s met among these commands or events, each once, sorted: to hold against `declaredTypes`. */
export const typesMet = (values: readonly { readonly type: string }[]): string[] =>
  [...new Set(values.map((v) => v.type))].sort();

/** A played game: its seats, the events of its set-up, and each command's events. */
interface PlayedEvents<E> {
  readonly seats: number;
  readonly opening: readonly E[];
  readonly steps: readonly { readonly events: readonly E[] }[];
}

/** The copies `redact` makes of every event of a played game for its viewers (see `redactedCopies`). */
export const redactedGameCopies = <E>(
  ruleset: { redact(e: E, viewer: Seat | 'spectator'): E | null },
  game: PlayedEvents<E>,
) => [...game.opening, ...game.steps.flatMap((s) => s.events)].flatMap((e) => redactedCopies(ruleset, e, game.seats));

/**
 * The copies `redact` makes of an event for every viewer of a game of `seats`: it gives back the
 * event itself where it hides nothing, so only the copies need a look.
 */
export const redactedCopies = <E>(
  ruleset: { redact(e: E, viewer: Seat | 'spectator'): E | null },
  event: E,
  seats: number,
) =>
  viewersOf(seats)
    .flatMap((viewer) => ruleset.redact(event, viewer) ?? [])
    .filter((copy) => copy !== event);

/** Every action the rules offer the seats to act in these states, each once. */
export const offeredActions = <S, C>(
  ruleset: Pick<Ruleset<S, C & GameCommand, GameEvent, unknown>, 'toAct' | 'legalActions'>,
  states: readonly S[],
): LegalAction<C>[] =>
  distinctValues(
    states.flatMap((s) => ruleset.toAct(s).flatMap((seat) => ruleset.legalActions(s, seat))),
  ) as LegalAction<C>[];

/** What every viewer sees a third of the way through a game, two thirds through and at its end. */
export function viewsThroughGame<S, V>(
  ruleset: { view(state: S, viewer: Seat | 'spectator'): V },
  game: { readonly steps: readonly { readonly after: S }[]; readonly final: S },
  seats: number,
): V[] {
  const states = [1 / 3, 2 / 3].flatMap((at) => game.steps[Math.floor(at * game.steps.length)]?.after ?? []);
  return [...states, game.final].flatMap((s) => viewersOf(seats).map((viewer) => ruleset.view(s, viewer)));
}

/**
 * What the command and legal-action schemas refuse of a game's moves: the commands played, the
 * actions offered, and each offered action with its ranges sampled. All three empty: the schemas
 * take everything the rules play and offer.
 */
export function moveSchemaFailures<C>(
  schemas: { readonly commands: z.ZodType; readonly legalActions: z.ZodType },
  played: readonly C[],
  offered: readonly LegalAction<C>[],
  dice: Dice,
): { played: string[]; offered: string[]; sampled: string[] } {
  return {
    played: schemaFailures(schemas.commands, played),
    offered: schemaFailures(schemas.legalActions, offered),
    sampled: schemaFailures(
      schemas.commands,
      offered.map((a) => sampleAction(a, dice)),
    ),
  };
}

/**
 * The changed copies of played moves that the command schema refuses and the rules would play
 * anyway, as `<type> <change>`: none, and the schema refuses nothing the rules accept. An unknown
 * key is left out: the rules ignore it.
 */
export function playableRefusals<S, C extends GameCommand>(
  ruleset: Pick<Ruleset<S, C, GameEvent, unknown>, 'decide'>,
  schema: z.ZodType,
  moves: readonly { readonly before: S; readonly seat: Seat; readonly command: C }[],
  dice: Dice,
): string[] {
  return moves.flatMap(({ before, seat, command }) =>
    mutants(schema, command)
      .filter((m) => !m.change.endsWith('unknown key') && !schema.safeParse(m.value).success)
      .filter((m) => !isViolation(ruleset.decide(before, m.value as C, seat, dice)))
      .map((m) => `${command.type} ${m.change}`),
  );
}

/** The changed copies of each sample that its schema still accepts, as `<type or view> <change>`. */
export const acceptedChanges = (samples: readonly (readonly [z.ZodType, unknown])[]): string[] =>
  samples.flatMap(([schema, value]) =>
    acceptedMutants(schema, value).map((change) => `${(value as { type?: string }).type ?? 'view'} ${change}`),
  );

/**
 * One command and one event of each type, each with the schema it must meet, and one of each type
 * of event as a spectator is shown it: what a test mutates, one sample per kind being enough.
 */
export function samplesOfEachType<C extends GameCommand, E extends GameEvent>(
  ruleset: { redact(e: E, viewer: 'spectator'): E | null },
  schemas: { readonly commands: z.ZodType; readonly events: z.ZodType },
  commands: readonly C[],
  events: readonly E[],
): (readonly [z.ZodType, unknown])[] {
  const shown = events.flatMap((e) => ruleset.redact(e, 'spectator') ?? []);
  return [
    ...firstOfEachType(commands).map((c) => [schemas.commands, c] as const),
    ...[...firstOfEachType(events), ...firstOfEachType(shown)].map((e) => [schemas.events, e] as const),
  ];
}
