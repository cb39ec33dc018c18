import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { queryLimits } from './query-limits';

// Every document the SDK (libs/client) sends must pass the door's own limits at their largest
// pages: a field added to a fragment of a list can push a query the SDK offers over the cost limit.
const root = join(__dirname, '../../../..');
const schema = buildSchema(readFileSync(join(root, 'apps/gateway/schema.graphql'), 'utf8'));
const folder = join(root, 'libs/client/src/operations');
const documents = readdirSync(folder).filter((f) => f.endsWith('.graphql'));

describe('the SDK operations at the door', () => {
  it.each(documents)('%s is valid and within the depth and cost limits', (file) => {
    const errors = validate(schema, parse(readFileSync(join(folder, file), 'utf8')), [
      ...specifiedRules,
      queryLimits(),
    ]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
