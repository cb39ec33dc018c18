/** `round-robin` as `ROUND_ROBIN`: the name a GraphQL enum gives a service's word. */
const constantCase = (word: string): string => word.toUpperCase().replace(/-/g, '_');

/** Each enum's cases, named in CONSTANT_CASE, standing for the services' words. */
export type WordEnums<Tables extends Readonly<Record<string, readonly string[]>>> = {
  readonly [Name in keyof Tables]: Readonly<Record<string, Tables[Name][number]>>;
};

/**
 * The internal values of GraphQL enums whose cases are the services' words in CONSTANT_CASE
 * (`FINISHED` is 'finished'), as enum resolvers: the server's code and its generated types see
 * the words, so nothing behind the gateway changes, while clients see the cases the SDL names.
 */
export function wordEnums<const Tables extends Readonly<Record<string, readonly string[]>>>(
  tables: Tables,
): WordEnums<Tables> {
  const cases = (words: readonly string[]) => Object.fromEntries(words.map((word) => [constantCase(word), word]));
  return Object.fromEntries(Object.entries(tables).map(([name, words]) => [name, cases(words)])) as WordEnums<Tables>;
}
