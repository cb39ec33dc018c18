import { registerEnumType } from '@nestjs/graphql';

/** `round-robin` as `ROUND_ROBIN`: the name a GraphQL enum gives a service's word. */
type ConstantCase<Word extends string> = Word extends `${infer Head}-${infer Tail}`
  ? `${Uppercase<Head>}_${ConstantCase<Tail>}`
  : Uppercase<Word>;

/** An enum's cases: its words alone, or each word with what it means (every word, so none goes undescribed). */
export type EnumCases<Word extends string> = readonly Word[] | Readonly<Record<Word, string>>;

/** Each case named in CONSTANT_CASE, standing for the service's word. */
export type ConstantCaseEnum<Word extends string> = { readonly [W in Word as ConstantCase<W>]: W };

/** Each case named by the service's word itself. */
export type WordEnum<Word extends string> = { readonly [W in Word]: W };

/** The word a case of such an enum stands for: `GameStatus` the type of `GameStatus.OPEN`. */
export type EnumWord<Enum> = Enum[keyof Enum];

const constantCase = (word: string): string => word.toUpperCase().replace(/-/g, '_');

/**
 * Registers a fixed set of the services' words as a GraphQL enum, so a client's generated types
 * name every case, and returns it for `@Field(() => Enum)`. A case stands for its word (`FINISHED`
 * is 'finished'), so nothing behind the gateway changes; the words are written once, with what
 * each means beside it, not once as an enum and again in a map of descriptions.
 */
export function graphqlEnum<const Word extends string>(
  name: string,
  description: string,
  cases: EnumCases<Word>,
): ConstantCaseEnum<Word>;
export function graphqlEnum<const Word extends string>(
  name: string,
  description: string,
  cases: EnumCases<Word>,
  naming: 'words',
): WordEnum<Word>;
export function graphqlEnum(
  name: string,
  description: string,
  cases: EnumCases<string>,
  naming: 'constant-case' | 'words' = 'constant-case',
): Readonly<Record<string, string>> {
  const caseName = naming === 'words' ? (word: string) => word : constantCase;
  const words = isWordList(cases) ? cases : Object.keys(cases);
  const values = Object.fromEntries(words.map((word) => [caseName(word), word]));
  const valuesMap = isWordList(cases)
    ? undefined
    : Object.fromEntries(words.map((word) => [caseName(word), { description: cases[word] }]));
  registerEnumType(values, { name, description, valuesMap });
  return values;
}

const isWordList = (cases: EnumCases<string>): cases is readonly string[] => Array.isArray(cases);
