/**
 * Runs at most `slots` tasks at once. Waiting tasks are grouped by a key (a client address) and
 * the groups take turns, one task each, so a client with many tasks queued cannot make another
 * client's single task wait behind all of them.
 */
export class FairQueue {
  private running = 0;
  /** Waiting starters by key, in the order the keys take their turns (a Map keeps insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly slots: number) {
    if (!(slots >= 1)) throw new Error('FairQueue needs at least one slot');
  }

  /** Runs `task` when a slot is free and it is the turn of `key`. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    // A freed slot passes straight to a waiting task, so tasks wait only while every slot is busy.
    if (this.running >= this.slots) await new Promise<void>((start) => this.enqueue(key, start));
    else this.running += 1;
    try {
      return await task();
    } finally {
      this.startNext();
    }
  }

  private enqueue(key: string, start: () => void): void {
    const queue = this.waiting.get(key);
    if (queue) queue.push(start);
    else this.waiting.set(key, [start]);
  }

  /** Hands the freed slot to the first waiting key, which then goes to the back of the line. */
  private startNext(): void {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.running -= 1;
      return;
    }
    const [key, [start, ...rest]] = next.value;
    this.waiting.delete(key);
    if (rest.length > 0) this.waiting.set(key, rest);
    start();
  }
}
