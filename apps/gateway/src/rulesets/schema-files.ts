import { schemaFiles } from '@empires/api-schemas';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { Inject, Injectable } from '@nestjs/common';
import { RULESETS } from '@empires/service';

/**
 * The files of `docs/schemas/`, computed once from the rulesets the gateway serves (the same
 * declarations the checked-in files are generated from): by path below `/schemas/`.
 */
@Injectable()
export class RulesetSchemaFiles {
  private readonly byPath: ReadonlyMap<string, unknown>;

  constructor(@Inject(RULESETS) registry: RulesetRegistry) {
    this.byPath = new Map(
      schemaFiles(registry.latest()).map((f) => [f.path.replace(/^docs\/schemas\//, ''), f.content]),
    );
  }

  /** Every path, for the index at `/schemas`. */
  paths(): string[] {
    return [...this.byPath.keys()];
  }

  file(path: string): unknown {
    return this.byPath.get(path);
  }

  /** One ruleset's JSON Schemas by name (`commands`, `options`, ...), as `Ruleset.schemas` gives them. */
  schemasOf(rulesetId: string): Record<string, unknown> {
    const prefix = `${rulesetId}/`;
    const schemas: Record<string, unknown> = {};
    for (const [path, content] of this.byPath)
      if (path.startsWith(prefix) && path.endsWith('.schema.json'))
        schemas[path.slice(prefix.length, -'.schema.json'.length)] = content;
    return schemas;
  }
}
