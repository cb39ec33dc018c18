/**
 * An async generator's `return()` waits until the generator reaches a `yield`: one waiting for a
 * game's next live event would keep its subscription, and the listener behind it, open until
 * that event comes, perhaps never (a finished game). This `return()` first stops what the
 * generator waits on, so a client that ends a subscription ends it at once.
 */
export function endingOnReturn<T>(generator: AsyncGenerator<T>, stop: () => void): AsyncGenerator<T> {
  const finish = generator.return.bind(generator);
  generator.return = (value) => {
    stop();
    return finish(value);
  };
  return generator;
}
