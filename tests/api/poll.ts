/**
 * Reads `read` every 100 ms until `done` holds and resolves with the last value read, giving up
 * after 60 s (the caller's expectation then fails with what was last seen). For things a server
 * does on its own time: scheduled jobs, pushes.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt >= 600) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
