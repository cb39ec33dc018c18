import { tableDefinitions, type TableDefinition } from './tables/definitions';
import { ratingsTable } from './ratings';
import { eventsTable } from './tables/events';

type Node = {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly items?: Node;
  readonly properties?: Record<string, Node>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly Node[];
  readonly oneOf?: readonly Node[];
  readonly description?: string;
};

/** A generated file of `docs/data/`: its path from the repository root and its Markdown. */
export interface DictionaryFile {
  readonly path: string;
  readonly content: string;
}

/** One line of a Markdown table: pipes and line breaks inside a cell would break it. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const SAFE_MAX = 9007199254740991;

function typeText(node: Node, defs: Record<string, Node>): string {
  if (node.$ref) {
    const name = node.$ref.split('/').pop() ?? '';
    const target = defs[name];
    const primitive = target && !target.properties && !target.anyOf && !target.oneOf && target.type !== 'array';
    return primitive ? `${name} (${typeText(target, defs)})` : name;
  }
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  if (node.enum) return `one of ${node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`;
  if (node.anyOf || node.oneOf)
    return [...(node.anyOf ?? []), ...(node.oneOf ?? [])].map((n) => typeText(n, defs)).join(' or ');
  const type = typeof node.type === 'string' ? node.type : (node.type?.join(' or ') ?? 'any JSON');
  if (type === 'array') return `array of ${node.items ? typeText(node.items, defs) : 'any'}`;
  if (type === 'integer' || type === 'number') {
    const low = node.minimum;
    const high = node.maximum !== undefined && node.maximum < SAFE_MAX ? node.maximum : undefined;
    if (low !== undefined && high !== undefined) return `${type} ${low} to ${high}`;
    if (low !== undefined) return `${type} ≥ ${low}`;
    return type;
  }
  return type;
}

interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly meaning: string;
}

/** A payload's fields, objects written inline (an array's items too) spelt out as `a.b` and `a[].b`. */
function fieldRows(node: Node, defs: Record<string, Node>, prefix = ''): FieldRow[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const row = {
      name: `${prefix}${name}`,
      type: typeText(child, defs),
      required: node.required?.includes(name) ?? false,
      meaning: child.description ?? (child.$ref ? (defs[child.$ref.split('/').pop() ?? '']?.description ?? '') : ''),
    };
    const inline = child.properties ? child : child.items?.properties ? child.items : undefined;
    const deeper = inline ? fieldRows(inline, defs, `${prefix}${name}${child.items ? '[]' : ''}.`) : [];
    return [row, ...deeper];
  });
}

/** The $defs that are event types (their `type` field is their own name), in the schema's order. */
function eventTypes(schema: { $defs?: Record<string, Node> }): [string, Node][] {
  return Object.entries(schema.$defs ?? {}).filter(([name, def]) => def.properties?.type?.const === name);
}

/** Named types the events refer to that are more than a number or a word: listed once, after the events. */
function sharedTypes(defs: Record<string, Node>, events: ReadonlySet<string>): [string, Node][] {
  return Object.entries(defs).filter(([name]) => !events.has(name));
}

function eventsFile(ruleset: string, schema: { $defs?: Record<string, Node> }): string {
  const defs = schema.$defs ?? {};
  const events = eventTypes(schema);
  const names = new Set(events.map(([n]) => n));
  const lines = [
    `# ${ruleset}: events`,
    '',
    `Every event type of a \`${ruleset}\` game, as the export writes its \`payload\` (the lifecycle events every game has first, then the ruleset’s own). Generated from the event schemas (\`docs/schemas/${ruleset}/events.schema.json\`) by \`npm run data-docs\`.`,
    '',
  ];
  for (const [name, def] of events) {
    lines.push(
      `## ${name}`,
      '',
      def.description ?? '',
      '',
      '| field | type | required | meaning |',
      '| --- | --- | --- | --- |',
    );
    for (const f of fieldRows(def, defs))
      lines.push(`| \`${f.name}\` | ${cell(f.type)} | ${f.required ? 'yes' : 'no'} | ${cell(f.meaning)} |`);
    lines.push('');
  }
  lines.push(
    '## Types',
    '',
    'Named types the fields above refer to.',
    '',
    '| type | is | meaning |',
    '| --- | --- | --- |',
  );
  for (const [name, def] of sharedTypes(defs, names)) {
    const shape = def.properties
      ? `object: ${Object.keys(def.properties)
          .map((k) => `\`${k}\``)
          .join(', ')}`
      : typeText(def, defs);
    lines.push(`| ${name} | ${cell(shape)} | ${cell(def.description ?? '')} |`);
  }
  return lines.join('\n') + '\n';
}

function tableSection(table: TableDefinition): string[] {
  return [
    `## ${table.name}`,
    '',
    `${table.description} One row per ${table.row}. Files: \`${table.name}.parquet\`, \`${table.name}.csv\`.`,
    '',
    '| column | type | unit | may be empty | meaning |',
    '| --- | --- | --- | --- | --- |',
    ...table.columns.map(
      (c) => `| \`${c.name}\` | ${c.type} | ${c.unit ?? ''} | ${c.nullable ? 'yes' : 'no'} | ${cell(c.meaning)} |`,
    ),
    '',
  ];
}

function tablesFile(rulesets: readonly string[]): string {
  return [
    '# Data dictionary',
    '',
    'What an Empires export holds and what the analysis tables made from it mean. Generated by `npm run data-docs` from the table definitions (`libs/analysis/src/tables/`) and the rulesets’ event schemas; a test keeps it current.',
    '',
    '- `empires export --format ndjson|csv|parquet` writes the **events** table: one row per event.',
    '- `empires tables` writes the **analysis tables** (games, seats, moves, battles, dice) as Parquet and CSV: common questions without folding events; with `--ratings FILE` (from `empires ratings`) the **ratings** table too.',
    `- The payload of each event type, field by field: ${rulesets.map((r) => `[${r}](events/${r}.md)`).join(', ')}.`,
    '',
    'Types: `string` (UTF-8 text), `int` (32-bit integer), `double`, `bool`, `timestamp` (Parquet: milliseconds since 1970 UTC; CSV: ISO 8601). In CSV an empty field is a null.',
    '',
    ...tableSection(eventsTable),
    ...tableDefinitions.flatMap(tableSection),
    ...tableSection(ratingsTable),
  ].join('\n');
}

/**
 * The data dictionary: the tables and their columns, and per ruleset every event type and its
 * fields, from the same JSON Schemas as `docs/schemas/` (`eventSchemas`: ruleset id to its
 * events.schema.json).
 */
export function dataDictionary(eventSchemas: ReadonlyMap<string, unknown>): DictionaryFile[] {
  const rulesets = [...eventSchemas.keys()].sort();
  return [
    { path: 'docs/data/README.md', content: tablesFile(rulesets) },
    ...rulesets.map((r) => ({
      path: `docs/data/events/${r}.md`,
      content: eventsFile(r, eventSchemas.get(r) as never),
    })),
  ];
}
