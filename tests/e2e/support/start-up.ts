/**
 * The rest of a stack's start-up, on top of a part already open: if it fails, that part is closed
 * (its processes stopped, its schemas dropped) before the error goes on. A stack that could not
 * start left its services running, and jest waited on them for ever.
 */
export async function closeOnFailure<T>(opened: { close(): Promise<void> }, rest: () => Promise<T>): Promise<T> {
  try {
    return await rest();
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
}

/**
 * `Promise.all` for starts made together, except that when one fails it waits for the others to
 * finish starting before it rejects (with the first failure): a close that ran on the first
 * failure would miss a process still starting, which then ran on, owned by nobody.
 */
export async function allStarted<T extends readonly unknown[] | []>(
  starts: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  for (const start of await Promise.allSettled<readonly unknown[]>(starts)) {
    if (start.status === 'rejected') throw start.reason;
  }
  return Promise.all(starts);
}
