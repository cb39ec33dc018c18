/**
 * The stack `open` gives, opened before the tests of the file (or of the describe this is called in)
 * and closed after them. What it returns stands for that stack: read it inside hooks and tests only.
 * A file that must close other things first (sessions on the stack's gateway) opens and closes its
 * stack itself: jest runs after-hooks in the order they are declared.
 */
export function suiteStack<T extends object & { close(): Promise<void> }>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!opened) throw new Error(`the stack opens before all tests; ${String(key)} was read before`);
      return Reflect.get(opened, key);
    },
  });
}
