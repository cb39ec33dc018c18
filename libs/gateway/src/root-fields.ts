import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The fields an operation runs at its root, one per response key, found through inline fragments
 * and fragment spreads as well: `mutation { ... on Mutation { signIn } }` runs `signIn` as surely as
 * `mutation { signIn }`, and the scopes and rate limits must see it. A field under `@skip` or
 * `@include` is listed whatever its condition: a check errs towards the field running.
 */
export function rootFields(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const byResponseKey = new Map<string, string>();
  const spread = new Set<string>(); // a fragment spread again adds nothing, and a cycle ends
  const collect = (set: SelectionSetNode): void => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value;
        if (!byResponseKey.has(key)) byResponseKey.set(key, s.name.value);
      } else if (s.kind === Kind.INLINE_FRAGMENT) collect(s.selectionSet);
      else if (!spread.has(s.name.value)) {
        spread.add(s.name.value);
        const fragment = fragments.get(s.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return [...byResponseKey.values()];
}
