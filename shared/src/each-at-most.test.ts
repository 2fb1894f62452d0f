import { describe, expect, it } from 'vitest';
import { eachAtMost } from './each-at-most';

/** A piece of work that waits until `release` is called, counting how many run at once. */
function gatedWork() {
  let running = 0;
  let most = 0;
  const done: number[] = [];
  const waiting: (() => void)[] = [];
  return {
    work: async (item: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running -= 1;
      done.push(item);
    },
    releaseAll: () => waiting.splice(0).forEach((resolve) => resolve()),
    stats: () => ({ most, done }),
  };
}

describe('eachAtMost', () => {
  it('runs every item, never more than the limit at once', async () => {
    const gate = gatedWork();
    const run = eachAtMost(3, [1, 2, 3, 4, 5, 6, 7], gate.work);
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      gate.releaseAll();
    }
    await run;
    expect(gate.stats().most).toBe(3);
    expect([...gate.stats().done].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('does nothing for no items, and fails with the failure of a piece', async () => {
    await expect(eachAtMost(4, [], () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
    await expect(
      eachAtMost(2, [1, 2, 3], async (item) => {
        if (item === 2) throw new Error('piece 2 failed');
      }),
    ).rejects.toThrow('piece 2 failed');
  });
});
