/**
 * The items of `source`, the next one already being produced while the caller works on the
 * current one: an import reads and converts its next batch of rows while the database saves this
 * one. An error of the item read ahead is thrown when that item is reached; when the caller stops
 * early, the source is closed (after the item under way), so its file is let go.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    let next = iterator.next();
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = iterator.next();
      // Seen as handled while the caller works; `await next` above still throws it.
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    await iterator.return?.();
  }
}
