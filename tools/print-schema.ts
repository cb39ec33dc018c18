// `npm run schema`: puts apps/gateway/schema.graphql, the source of the gateway's API, in the form
// GraphQL prints it (types, fields and arguments sorted; descriptions quoted as printed), the form
// the gateway serves it in to the byte (apps/gateway/src/schema-first.spec.ts checks both).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';

const file = join(__dirname, '../apps/gateway/schema.graphql');
const written = readFileSync(file, 'utf8');
const printed = `${printSchema(lexicographicSortSchema(buildSchema(written)))}\n`;
if (printed === written) console.log(`${file} is in its printed form`);
else {
  writeFileSync(file, printed);
  console.log(`wrote ${file} in its printed form`);
}
