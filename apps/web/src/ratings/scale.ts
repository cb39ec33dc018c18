/** A linear map from a domain onto a range of pixels. */
export const linear =
  ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) =>
  (value: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/**
 * About `count` round tick values covering [min, max] (steps of 1, 2 or 5 times a power of ten),
 * and the domain widened to the outer ticks so the line never touches the frame.
 */
export function niceTicks(min: number, max: number, count = 5): { ticks: number[]; domain: [number, number] } {
  if (min === max) [min, max] = [min - 1, max + 1];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return { ticks, domain: [first, last] };
}

/** Game numbers 1..n to label: all of them when few, else every k-th and the last. */
export function gameTicks(n: number, most = 8): number[] {
  const every = Math.max(1, Math.ceil(n / most));
  const ticks = Array.from({ length: n }, (_, i) => i + 1).filter((g) => g === 1 || g % every === 0);
  if (ticks[ticks.length - 1] !== n) ticks.push(n);
  return ticks;
}

export const rounded = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
