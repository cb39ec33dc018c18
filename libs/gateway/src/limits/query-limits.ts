import {
  getNamedType,
  GraphQLError,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_COST = 20_000;
export const MAX_REQUEST_BYTES = 64 * 1024;
/**
 * Introspection answers with the whole schema (`__schema`) or a type (`__type`), whatever it
 * selects: it costs what it returns. Two whole introspections fit in an operation, a third does
 * not, so aliasing `__schema` cannot turn a small request into megabytes.
 */
export const SCHEMA_INTROSPECTION_COST = 8_000;
export const TYPE_INTROSPECTION_COST = 200;
const introspectionCost = (name: string): number | undefined =>
  name === '__schema'
    ? SCHEMA_INTROSPECTION_COST
    : name === '__type'
      ? TYPE_INTROSPECTION_COST
      : name === '__typename'
        ? 0
        : undefined;

interface Measure {
  readonly depth: number;
  readonly cost: number;
}

/**
 * Refuses operations nested deeper than `maxDepth` or costing more than `maxCost`, before any
 * resolver runs. Each field costs 1; a field with a `first` or `limit` argument multiplies
 * the cost of what it selects by that number (its default when not given; the largest page
 * when given as a variable, which validation cannot see); introspection costs what it returns.
 */
export function queryLimits(maxDepth = MAX_DEPTH, maxCost = MAX_COST) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

    const measure = (
      set: SelectionSetNode,
      parent: GraphQLNamedType | undefined,
      seen: ReadonlySet<string>,
    ): Measure => {
      let depth = 0;
      let cost = 0;
      for (const s of set.selections) {
        if (s.kind === Kind.FIELD) {
          const fixed = introspectionCost(s.name.value);
          if (fixed !== undefined) {
            cost += fixed; // its depth is the schema's own, not the asker's
            continue;
          }
          const field = isObjectType(parent) ? parent.getFields()[s.name.value] : undefined;
          const inner = s.selectionSet
            ? measure(s.selectionSet, field ? getNamedType(field.type) : undefined, seen)
            : { depth: 0, cost: 0 };
          depth = Math.max(depth, inner.depth + 1);
          cost += 1 + inner.cost * pageSize(s, field);
        } else {
          const name = s.kind === Kind.FRAGMENT_SPREAD ? s.name.value : undefined;
          if (name && seen.has(name)) continue; // a cycle; the spec's own rule reports it
          const fragment = name ? fragments.get(name) : undefined;
          const target = s.kind === Kind.FRAGMENT_SPREAD ? fragment?.selectionSet : s.selectionSet;
          if (!target) continue;
          const condition = s.kind === Kind.FRAGMENT_SPREAD ? fragment?.typeCondition : s.typeCondition;
          const type = condition ? context.getSchema().getType(condition.name.value) : parent;
          const inner = measure(target, type ?? undefined, name ? new Set([...seen, name]) : seen);
          depth = Math.max(depth, inner.depth);
          cost += inner.cost;
        }
      }
      return { depth, cost };
    };

    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query'
            ? context.getSchema().getQueryType()
            : node.operation === 'mutation'
              ? context.getSchema().getMutationType()
              : context.getSchema().getSubscriptionType();
        const { depth, cost } = measure(node.selectionSet, root ?? undefined, new Set());
        if (depth > maxDepth)
          context.reportError(limitError(`the operation is nested ${depth} deep; the limit is ${maxDepth}`));
        else if (cost > maxCost)
          context.reportError(limitError(`the operation costs ${cost}; the limit is ${maxCost}`));
      },
    };
  };
}

const PAGE_ARGS = ['first', 'limit'];
const LARGEST_PAGE = 1000;

function pageSize(node: FieldNode, field: GraphQLField<unknown, unknown> | undefined): number {
  const given = node.arguments?.find((a) => PAGE_ARGS.includes(a.name.value))?.value;
  if (given?.kind === Kind.INT) return Math.max(1, Math.min(Number(given.value), LARGEST_PAGE));
  if (given) return LARGEST_PAGE;
  const byDefault = field?.args.find((a) => PAGE_ARGS.includes(a.name))?.defaultValue;
  return typeof byDefault === 'number' ? byDefault : 1;
}

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
