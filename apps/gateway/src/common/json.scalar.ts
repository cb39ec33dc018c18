import { gqlError } from '@empires/gateway';
import { Kind, type GraphQLScalarTypeConfig, type ValueNode } from 'graphql';

/**
 * Any JSON value, as-is: game views, actions and event payloads differ per ruleset. Only the
 * scalar's behaviour: its name and description are the SDL's.
 */
export const JsonScalar: Pick<
  GraphQLScalarTypeConfig<unknown, unknown>,
  'serialize' | 'parseValue' | 'parseLiteral'
> = {
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => literal(ast),
};

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
