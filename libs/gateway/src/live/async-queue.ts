/**
 * A push-to-pull buffer between a Kafka listener and one subscriber. Bounded: a subscriber
 * that stops reading is cut off with an error instead of growing the gateway's memory.
 */
export class AsyncQueue<T> {
  private readonly items: T[] = [];
  private waiting?: (result: IteratorResult<T>) => void;
  private failure?: Error;
  private closed = false;

  constructor(private readonly limit = 10_000) {}

  push(item: T): void {
    if (this.closed) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value: item, done: false });
      return;
    }
    if (this.items.length >= this.limit) {
      this.fail(new Error(`the subscriber fell more than ${this.limit} events behind`));
      return;
    }
    this.items.push(item);
  }

  fail(error: Error): void {
    this.failure = error;
    this.close();
  }

  close(): void {
    this.closed = true;
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.({ value: undefined, done: true });
  }

  /** The next item, or done once closed and drained. Throws the failure, if any. */
  next(): Promise<IteratorResult<T>> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve({ value: item, done: false });
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }
}
