/**
 * Waits one turn of the event loop. Long work that commits in short transactions calls it
 * between them, so requests waiting for the connection (PGlite has only one) and requests not
 * yet at the database both run before the work takes the connection again.
 */
export function letOthersIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
