import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  parse,
  specifiedRules,
  validate,
  visit,
  Kind,
  type DocumentNode,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { queryLimits } from './query-limits';

// Every document the SDK (libs/client) sends must pass the door's own limits at their largest
// pages: a field added to a fragment of a list can push a query the SDK offers over the cost limit.
// The SDK sends one operation at a time with the fragments it spreads, wherever they are declared,
// so each operation is checked as it goes over the wire.
const root = join(__dirname, '../../../..');
const schema = buildSchema(readFileSync(join(root, 'apps/gateway/schema.graphql'), 'utf8'));
const folder = join(root, 'libs/client/src/operations');
const definitions = readdirSync(folder)
  .filter((f) => f.endsWith('.graphql'))
  .flatMap((f) => parse(readFileSync(join(folder, f), 'utf8')).definitions);
const fragments = new Map(
  definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]),
);
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');

function withFragments(operation: OperationDefinitionNode): DefinitionNode[] {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !needed.has(spread.name.value)) {
          needed.set(spread.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [operation, ...needed.values()];
}

describe('the SDK operations at the door', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  // Together, the documents are one valid whole: no fragment declared twice or left unspread.
  it('are valid together, every fragment unique and spread', () => {
    const errors = validate(schema, { kind: Kind.DOCUMENT, definitions }, specifiedRules);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it.each(operations.map((o) => [o.name?.value ?? '(anonymous)', o] as const))(
    '%s is valid and within the depth and cost limits',
    (_, operation) => {
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: withFragments(operation) };
      const errors = validate(schema, document, [...specifiedRules, queryLimits()]);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
  );
});
