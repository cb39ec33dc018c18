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
const NOTHING: Measure = { depth: 0, cost: 0 };

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

    // A fragment is measured once and its measure reused at every spread: fragments spreading the
    // one before twice, 40 deep, fit in 412 tokens and would otherwise be walked 2^40 times. A named
    // fragment's measure depends on nothing around its spread (its type is its type condition).
    const measuredFragments = new Map<string, Measure>();
    const measuring = new Set<string>();
    const fragmentMeasure = (name: string): Measure => {
      const known = measuredFragments.get(name);
      if (known) return known;
      const fragment = fragments.get(name);
      // A cycle counts nothing; the spec's own rule refuses the document.
      if (!fragment || measuring.has(name)) return NOTHING;
      measuring.add(name);
      const type = context.getSchema().getType(fragment.typeCondition.name.value);
      const result = measure(fragment.selectionSet, type ?? undefined);
      measuring.delete(name);
      measuredFragments.set(name, result);
      return result;
    };

    const measure = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure => {
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
            ? measure(s.selectionSet, field ? getNamedType(field.type) : undefined)
            : NOTHING;
          depth = Math.max(depth, inner.depth + 1);
          cost += 1 + inner.cost * pageSize(s, field);
        } else {
          const inner =
            s.kind === Kind.FRAGMENT_SPREAD
              ? fragmentMeasure(s.name.value)
              : measure(
                  s.selectionSet,
                  s.typeCondition ? (context.getSchema().getType(s.typeCondition.name.value) ?? undefined) : parent,
                );
          depth = Math.max(depth, inner.depth);
          cost += inner.cost;
        }
        // Over a limit here is over it for the whole operation (nothing lowers depth or cost): the
        // rest need not be measured, and a fragment's measure so cut short is still over when reused.
        if (depth > maxDepth || cost > maxCost) break;
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
        const { depth, cost } = measure(node.selectionSet, root ?? undefined);
        if (depth > maxDepth)
          context.reportError(limitError(`the operation is nested ${depth} deep or more; the limit is ${maxDepth}`));
        else if (cost > maxCost)
          context.reportError(limitError(`the operation costs ${cost} or more; the limit is ${maxCost}`));
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
