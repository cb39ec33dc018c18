import {
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

type Values = Readonly<Record<string, unknown>>;

/**
 * Makes every explicit `null` of an argument or input field absent before a resolver sees it: in
 * GraphQL a nullable input may be sent as `null` (a client's `$after: String` variable on the first
 * page) and means what leaving it out means, while the services' contracts take a missing value, not
 * null. Walks the values by their input types, so a `JSON` value's nulls and a list's null items
 * stay as sent. Changes the schema's resolvers in place and returns it (for `transformSchema`).
 */
export function absentNullInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      field.resolve &&= withoutNulls(field.args, field.resolve);
      field.subscribe &&= withoutNulls(field.args, field.subscribe);
    }
  }
  return schema;
}

function withoutNulls(
  args: readonly GraphQLArgument[],
  resolve: GraphQLFieldResolver<unknown, unknown>,
): GraphQLFieldResolver<unknown, unknown> {
  const types = new Map(args.map((arg) => [arg.name, arg.type]));
  return (source, values, context, info) =>
    resolve(
      source,
      presentFields((name) => types.get(name), values),
      context,
      info,
    );
}

/** The fields that are not null, each walked by its type. */
function presentFields(typeOf: (name: string) => GraphQLInputType | undefined, values: Values): Values {
  const present: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const type = typeOf(name);
    if (value !== null) present[name] = type ? presentValue(type, value) : value;
  }
  return present;
}

function presentValue(type: GraphQLInputType, value: unknown): unknown {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) return value;
  if (isListType(nullable)) {
    const itemType = nullable.ofType as GraphQLInputType;
    return (value as readonly unknown[]).map((item) => presentValue(itemType, item));
  }
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    return presentFields((name) => fields[name]?.type, value as Values);
  }
  return value; // a scalar (JSON included) or an enum's value, as it is
}
