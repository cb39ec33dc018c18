import type { AnyRuleset, RulesetRegistry } from '@empires/rules-kernel';
import { Inject } from '@nestjs/common';
import { Args, Field, Float, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { gqlError } from '@empires/gateway';
import { JsonScalar } from '../common/json.scalar';
import { RULESETS } from '@empires/service';
import { RulesetSchemaFiles } from './schema-files';

@ObjectType({ description: 'One option of a ruleset, from its options schema.' })
export class RulesetOption {
  @Field({ description: 'The option name, as a key of `options`.' })
  name!: string;

  @Field({ description: 'What it changes for the players.' })
  description!: string;

  @Field({ description: 'Its JSON types, joined by " | " (e.g. "integer", "string", "boolean | null").' })
  type!: string;

  @Field(() => JsonScalar, { nullable: true, description: 'The value used when the option is left out.' })
  default!: unknown;

  @Field(() => Float, { nullable: true, description: 'The smallest number it takes.' })
  minimum?: number;

  @Field(() => Float, { nullable: true, description: 'The largest number it takes.' })
  maximum?: number;

  @Field(() => [JsonScalar], { nullable: true, description: 'The values it takes, where it is a choice.' })
  choices?: unknown[];
}

@ObjectType({ description: 'A game the server plays.' })
export class Ruleset {
  @Field({ description: 'The ruleset id, e.g. "risk-empires".' })
  id!: string;

  @Field({ description: 'The newest version; games keep the version they began with.' })
  version!: string;

  @Field({ description: 'Display name of the game.' })
  name!: string;

  @Field({ description: 'The game in a few sentences.' })
  summary!: string;

  @Field(() => Int, { description: 'Fewest seats a game may have.' })
  minSeats!: number;

  @Field(() => Int, { description: 'Most seats a game may have.' })
  maxSeats!: number;

  @Field(() => [RulesetOption], { description: 'The options a new game may set.' })
  options!: RulesetOption[];

  @Field(() => JsonScalar, {
    description:
      'Everything static a client needs to draw and explain the game: board (areas with positions, borders, regions), decks, phases, options, seat colours. Typed by `/schemas/descriptor.schema.json`.',
  })
  descriptor!: unknown;

  @Field(() => JsonScalar, {
    description:
      'The JSON Schemas (2020-12) of its commands, events, view, legal actions and options, by name (`commands`, `events`, `view`, `legal-actions`, `options`): the same as `/schemas/<id>/<name>.schema.json`. The `JSON` fields of games (`action`, `payload`, `view`, `actions`) are typed by them.',
  })
  schemas!: unknown;
}

@Resolver(() => Ruleset)
export class RulesetsResolver {
  constructor(
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
    private readonly files: RulesetSchemaFiles,
  ) {}

  @Query(() => [Ruleset], { description: 'The games this server plays, each at its newest version.' })
  rulesets(): Ruleset[] {
    return this.registry.latest().map((r) => this.present(r));
  }

  @Query(() => Ruleset, { description: 'One ruleset: its newest version, or the one named by `id@version`.' })
  ruleset(@Args('id', { description: 'A ruleset id, or `id@version`.' }) id: string): Ruleset {
    const found = this.registry.find(id);
    if (!found) throw gqlError('NOT_FOUND', `no ruleset ${id}`);
    return this.present(found);
  }

  private present(r: AnyRuleset): Ruleset {
    return {
      id: r.id,
      version: r.version,
      name: r.descriptor.name,
      summary: r.descriptor.summary,
      minSeats: r.seats.min,
      maxSeats: r.seats.max,
      options: r.descriptor.options.map((o) => ({ ...o, name: o.key })),
      descriptor: r.descriptor,
      schemas: this.files.schemasOf(r.id),
    };
  }
}
