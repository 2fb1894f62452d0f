import { setTimeout } from 'node:timers/promises';

/**
 * Keeps starts of a kind of work to at most `perSecond` a second, evenly spaced. `wait(now)` books the next free
 * moment and answers how long until it; `slot()` waits for it. Per process: the sender runs as one function at a time
 * (`README.md`, "Pace"). A rate given as a function is read at each start, so a change of it counts from then on.
 */
export function pacer(perSecond: number | (() => number), clock: () => number = Date.now) {
  const rate = typeof perSecond === 'function' ? perSecond : () => perSecond;
  let next = 0;
  const wait = (now: number): number => {
    const at = Math.max(now, next);
    next = at + 1000 / rate();
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
