/**
 * Asks the server's read side until it answers for `version` or later: it trails the events the
 * page has folded by a moment. Undefined when `current()` turns false or it never catches up.
 */
export async function askCaughtUp<T>(
  ask: () => Promise<T>,
  versionOf: (answer: T) => number,
  version: number,
  current: () => boolean,
): Promise<T | undefined> {
  for (let attempt = 1; current() && attempt <= 20; attempt++) {
    const answer = await ask();
    if (versionOf(answer) >= version) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
  return undefined;
}
