import { setTimeout } from 'node:timers/promises';

/**
 * Keeps starts of a kind of work to at most `perSecond` a second, evenly spaced. `wait(now)` books the next free
 * moment and answers how long until it; `slot()` waits for it. Per process: the sender runs as one function at a time
 * (`README.md`, "Pace").
 */
export function pacer(perSecond: number, clock: () => number = Date.now) {
  const gapMs = 1000 / perSecond;
  let next = 0;
  const wait = (now: number): number => {
    const at = Math.max(now, next);
    next = at + gapMs;
    return at - now;
  };
  return {
    wait,
    async slot(): Promise<void> {
      const ms = wait(clock());
      if (ms > 0) await setTimeout(ms);
    },
  };
}
