/** Shape checks for command fields: bad input is refused before any rule is read. */
export const isInt = (x: unknown, min: number, max: number): x is number =>
  Number.isInteger(x) && (x as number) >= min && (x as number) <= max;

/** A list of distinct integers in [min, max]. */
export function isIntList(x: unknown, min: number, max: number): x is number[] {
  if (!Array.isArray(x) || x.length > 64) return false;
  for (let i = 0; i < x.length; i++) {
    if (!isInt(x[i], min, max)) return false;
    for (let j = 0; j < i; j++) if (x[j] === x[i]) return false;
  }
  return true;
}

/** Whether every card is in the hand. */
export const allIn = (cards: readonly number[], hand: readonly number[]): boolean =>
  cards.every((c) => hand.includes(c));
