import type { RulesetRegistry } from '@empires/rules-kernel';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { JsonScalar } from '../common/json.scalar';
import { RULESETS } from '@empires/service';

@ObjectType({ description: 'One option of a ruleset.' })
export class RulesetOption {
  @Field({ description: 'The option name, as a key of `options`.' })
  name!: string;

  @Field({ description: 'Its JSON type: "number", "string", "boolean", "array", "object" or "null".' })
  type!: string;

  @Field(() => JsonScalar, {
    nullable: true,
    description: 'The value used when the option is left out (null where "none" is the default).',
  })
  default!: unknown;
}

@ObjectType({ description: 'A game the server plays.' })
export class Ruleset {
  @Field({ description: 'The ruleset id, e.g. "risk-empires".' })
  id!: string;

  @Field({ description: 'The newest version; games keep the version they began with.' })
  version!: string;

  @Field(() => Int, { description: 'Fewest seats a game may have.' })
  minSeats!: number;

  @Field(() => Int, { description: 'Most seats a game may have.' })
  maxSeats!: number;

  @Field(() => [RulesetOption], { description: 'The options a new game may set.' })
  options!: RulesetOption[];
}

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

@Resolver(() => Ruleset)
export class RulesetsResolver {
  constructor(@Inject(RULESETS) private readonly registry: RulesetRegistry) {}

  @Query(() => [Ruleset], { description: 'The games this server plays.' })
  rulesets(): Ruleset[] {
    return this.registry.latest().map((r) => ({
      id: r.id,
      version: r.version,
      minSeats: r.seats.min,
      maxSeats: r.seats.max,
      options: Object.entries((r.defaultOptions ?? {}) as Record<string, unknown>).map(([name, value]) => ({
        name,
        type: typeOf(value),
        default: value,
      })),
    }));
  }
}
