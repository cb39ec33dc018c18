/**
 * Hands on each game's events in seq order from 1, holding back any that arrive before the one
 * before them. A view without ORDER BY gives the engine's events as they lie on disk, which is
 * almost always the order they were appended in; sorting a million rows would cost PostgreSQL
 * more than the whole rebuild. What is still held back at the end has a gap before it.
 */
export class SeqOrder<T> {
  private readonly next = new Map<string, number>();
  private readonly held = new Map<string, Map<number, T>>();

  /** Games seen. */
  get games(): number {
    return this.next.size + [...this.held.keys()].filter((id) => !this.next.has(id)).length;
  }

  /** Adds the event to `out` if it is its game's next, with any held back behind it. */
  take(gameId: string, seq: number, item: T, out: T[]): void {
    const next = this.next.get(gameId) ?? 1;
    if (seq !== next) {
      // An event seen already goes on (the projector skips it); one too early waits.
      if (seq < next) out.push(item);
      else this.holdBack(gameId, seq, item);
      return;
    }
    out.push(item);
    let after = seq + 1;
    const waiting = this.held.get(gameId);
    for (let item = waiting?.get(after); item !== undefined; item = waiting?.get(after)) {
      out.push(item);
      waiting?.delete(after++);
    }
    if (waiting?.size === 0) this.held.delete(gameId);
    this.next.set(gameId, after);
  }

  /** What is still held back: events after a gap, in seq order per game. */
  rest(): T[] {
    return [...this.held.values()].flatMap((waiting) =>
      [...waiting.entries()].sort(([a], [b]) => a - b).map(([, item]) => item),
    );
  }

  private holdBack(gameId: string, seq: number, item: T): void {
    const waiting = this.held.get(gameId) ?? new Map<number, T>();
    waiting.set(seq, item);
    this.held.set(gameId, waiting);
  }
}
