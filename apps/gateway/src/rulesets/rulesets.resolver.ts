import type { AnyRuleset, RulesetRegistry } from '@empires/rules-kernel';
import { Inject } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { gqlError } from '@empires/gateway';
import { RULESETS } from '@empires/service';
import type { QueryRulesetArgs, Ruleset } from '../generated/schema-types';
import { RulesetSchemaFiles } from './schema-files';

@Resolver()
export class RulesetsResolver {
  constructor(
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
    private readonly files: RulesetSchemaFiles,
  ) {}

  @Query()
  rulesets(): Ruleset[] {
    return this.registry.latest().map((r) => this.present(r));
  }

  @Query()
  ruleset(@Args() { id }: QueryRulesetArgs): Ruleset {
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
