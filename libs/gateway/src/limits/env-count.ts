/** A limit from the environment: a whole number of 0 or more (0 turns the limit off), else the default. */
export const envCount = (value: string | undefined, fallback: number): number => {
  const n = value === undefined ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};
