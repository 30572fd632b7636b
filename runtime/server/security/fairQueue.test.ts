import { describe, expect, it } from 'vitest';
import { FairQueue } from './fairQueue';

/** A task that finishes when told to, recording its name when it starts. */
function gate(started: string[], name: string): { task: () => Promise<string>; finish: () => void } {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it('runs no more tasks at once than it has slots', async () => {
    const queue = new FairQueue(2);
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const results = gates.map((g) => queue.run('one', g.task));
    await tick();
    expect(started).toEqual(['a', 'b']);
    gates[0].finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.slice(1).forEach((g) => g.finish());
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('lets the keys take turns, so one waiting task of a quiet key does not wait behind a busy key', async () => {
    const queue = new FairQueue(1);
    const started: string[] = [];
    const gates = new Map(['busy1', 'busy2', 'busy3', 'busy4', 'quiet'].map((name) => [name, gate(started, name)]));
    const runs = [...gates].map(([name, g]) => queue.run(name === 'quiet' ? 'admin' : 'flood', g.task));
    for (let step = 0; step < gates.size; step += 1) {
      await tick();
      gates.get(started[started.length - 1])?.finish();
    }
    await Promise.all(runs);
    expect(started).toEqual(['busy1', 'busy2', 'quiet', 'busy3', 'busy4']);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new FairQueue(1);
    await expect(queue.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('k', async () => 'next')).toBe('next');
  });
});
