import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { breakingChanges, type Direction } from './json-schema-diff';

/** What a JSON Schema file describes decides which way a change breaks. */
const directionOf = (file: string): Direction | undefined =>
  /(commands|options)\.schema\.json$/.test(file)
    ? 'input'
    : /(events|view|legal-actions|descriptor)\.schema\.json$/.test(file)
      ? 'output'
      : undefined;

/** Breaking changes of the GraphQL schema (GraphQL Inspector's own judgement), one line each. */
export async function graphqlBreaking(before: string, after: string): Promise<string[]> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .map((c) => `schema.graphql: ${c.message}`);
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)).map((f) => join(e.name, f)) : [e.name],
  );
}

/** Breaking changes of every released JSON Schema file against the current one, one line each. */
function jsonSchemasBreaking(releasedDir: string, currentDir: string): string[] {
  return files(releasedDir).flatMap((file) => {
    const direction = directionOf(file);
    if (!direction) return [];
    const current = join(currentDir, file);
    if (!existsSync(current)) return [`${file}: removed`];
    const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
    return breakingChanges(read(join(releasedDir, file)), read(current), direction).map((c) => `${file} ${c}`);
  });
}

interface Declared {
  readonly change: string;
  readonly reason: string;
}

/** The API of this tree against the last release: every breaking change not declared. */
export async function undeclaredBreaking(root: string): Promise<{ breaking: string[]; undeclared: string[] }> {
  const released = join(root, 'docs/api/released');
  const sdl = (dir: string) => readFileSync(join(dir, 'schema.graphql'), 'utf8');
  const breaking = [
    ...(await graphqlBreaking(sdl(released), sdl(join(root, 'apps/gateway')))),
    ...jsonSchemasBreaking(join(released, 'schemas'), join(root, 'docs/schemas')),
  ];
  const declaredFile = join(root, 'docs/api/breaking-changes.json');
  const declared = existsSync(declaredFile) ? (JSON.parse(readFileSync(declaredFile, 'utf8')) as Declared[]) : [];
  const accepted = new Set(declared.map((d) => d.change));
  return { breaking, undeclared: breaking.filter((c) => !accepted.has(c)) };
}
