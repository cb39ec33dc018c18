/**
 * Breaking changes between two versions of a JSON Schema, as a client written against the old
 * one would meet them. What clients send (commands, options: `input`) breaks when the server
 * accepts less than before; what they receive (events, views: `output`) breaks when it lacks
 * what a client relied on or holds a value outside what it was told to expect. New commands,
 * events and fields are additions, never breaking: clients ignore what they do not know
 * (docs/api/compatibility.md).
 */
export type Direction = 'input' | 'output';

type Json = { readonly [key: string]: unknown };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The alternatives of a union keyed by their `type` constant, so a reordered union compares alike. */
function alternatives(schema: Json): Map<string, Json> | undefined {
  const list = (schema.oneOf ?? schema.anyOf) as unknown;
  if (!Array.isArray(list)) return undefined;
  const keyed = new Map<string, Json>();
  list.forEach((alt, i) => {
    const type =
      isObject(alt) && isObject(alt.properties) && isObject(alt.properties.type)
        ? alt.properties.type.const
        : undefined;
    const ref = isObject(alt) && typeof alt.$ref === 'string' ? alt.$ref : undefined;
    keyed.set(typeof type === 'string' ? type : (ref ?? `#${i}`), alt as Json);
  });
  return keyed;
}

const values = (schema: Json): unknown[] | undefined =>
  Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;

export function breakingChanges(before: Json, after: Json, direction: Direction, path = '#'): string[] {
  const found: string[] = [];
  const at = (what: string) => found.push(`${path}: ${what}`);

  if (isObject(before.$defs) && isObject(after.$defs)) {
    for (const [name, def] of Object.entries(before.$defs)) {
      const now = after.$defs[name];
      if (now === undefined) at(`definition ${name} removed`);
      else if (isObject(def) && isObject(now))
        found.push(...breakingChanges(def, now, direction, `${path}/$defs/${name}`));
    }
  }

  const [oldAlts, newAlts] = [alternatives(before), alternatives(after)];
  if (oldAlts && newAlts) {
    for (const [key, alt] of oldAlts) {
      const now = newAlts.get(key);
      if (!now) at(`alternative ${key} removed`);
      else found.push(...breakingChanges(alt, now, direction, `${path}/${key}`));
    }
  }

  if (before.type !== undefined && JSON.stringify(before.type) !== JSON.stringify(after.type))
    at(`type ${JSON.stringify(before.type)} became ${JSON.stringify(after.type)}`);

  const [oldValues, newValues] = [values(before), values(after)];
  if (oldValues && newValues) {
    const lost = oldValues.filter((v) => !newValues.some((w) => JSON.stringify(w) === JSON.stringify(v)));
    const gained = newValues.filter((v) => !oldValues.some((w) => JSON.stringify(w) === JSON.stringify(v)));
    if (direction === 'input' && lost.length) at(`no longer accepts ${JSON.stringify(lost)}`);
    if (direction === 'output' && gained.length) at(`may now be ${JSON.stringify(gained)}`);
  }

  const narrower = direction === 'input';
  const bound = (
    key: 'minimum' | 'maximum' | 'minItems' | 'maxItems' | 'minLength' | 'maxLength',
    lowIsTighter: boolean,
  ) => {
    const [a, b] = [before[key], after[key]];
    if (typeof a !== 'number' && typeof b !== 'number') return;
    const tightened = typeof a !== 'number' ? true : typeof b !== 'number' ? false : lowIsTighter ? b < a : b > a;
    const loosened = typeof a !== 'number' ? false : typeof b !== 'number' ? true : lowIsTighter ? b > a : b < a;
    if (narrower && tightened) at(`${key} ${a ?? 'none'} became ${b}`);
    if (!narrower && loosened) at(`${key} ${a} became ${b ?? 'none'}`);
  };
  bound('maximum', true);
  bound('maxItems', true);
  bound('maxLength', true);
  bound('minimum', false);
  bound('minItems', false);
  bound('minLength', false);

  if (isObject(before.properties) && isObject(after.properties)) {
    const oldRequired = new Set((before.required as string[] | undefined) ?? []);
    const newRequired = new Set((after.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(before.properties)) {
      const now = after.properties[name];
      if (now === undefined) at(`property ${name} removed`);
      else if (isObject(prop) && isObject(now))
        found.push(...breakingChanges(prop, now, direction, `${path}/properties/${name}`));
      if (direction === 'output' && oldRequired.has(name) && !newRequired.has(name))
        at(`property ${name} may be absent`);
    }
    if (direction === 'input')
      for (const name of newRequired) if (!oldRequired.has(name)) at(`property ${name} is required`);
  }

  for (const key of ['items', 'additionalProperties'] as const)
    if (isObject(before[key]) && isObject(after[key]))
      found.push(...breakingChanges(before[key] as Json, after[key] as Json, direction, `${path}/${key}`));

  return found;
}
