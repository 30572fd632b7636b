// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAhead } from './readAhead';

/** A source of 1, 2, 3 that logs when each item is asked for and when it is closed; `failAt` throws instead of giving that item. */
function loggedSource(log: string[], failAt?: number): AsyncIterable<number> {
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (let item = 1; item <= 3; item += 1) {
          log.push(`read ${item}`);
          await Promise.resolve();
          if (item === failAt) throw new Error(`no ${item}`);
          yield item;
        }
      } finally {
        log.push('closed');
      }
    },
  };
}

describe('readAhead', () => {
  it('reads the next item while the caller works on the current one', async () => {
    const log: string[] = [];
    for await (const item of readAhead(loggedSource(log))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`used ${item}`);
    }
    expect(log).toEqual(['read 1', 'read 2', 'used 1', 'read 3', 'used 2', 'closed', 'used 3']);
  });

  it('throws an error of the item read ahead when that item is reached, after the items before it', async () => {
    const log: string[] = [];
    const used: number[] = [];
    await expect(async () => {
      for await (const item of readAhead(loggedSource(log, 2))) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        used.push(item);
      }
    }).rejects.toThrow('no 2');
    expect(used).toEqual([1]);
  });

  it('closes the source when the caller stops early', async () => {
    const log: string[] = [];
    for await (const item of readAhead(loggedSource(log))) if (item === 1) break;
    expect(log).toEqual(['read 1', 'read 2', 'closed']);
  });
});
