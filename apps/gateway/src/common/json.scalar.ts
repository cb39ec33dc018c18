import { gqlError } from '@empires/gateway';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** Any JSON value, as-is: game views, actions and event payloads differ per ruleset. */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value. Views, actions and event payloads have the shapes their ruleset documents.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => literal(ast),
});

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      throw gqlError('BAD_USER_INPUT', 'JSON literals cannot hold variables; pass the whole value as a variable');
  }
}
