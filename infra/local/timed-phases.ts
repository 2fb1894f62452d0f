import { performance } from 'node:perf_hooks';

/** Runs one phase of the local platform's start and logs it with its seconds (`what: 2.4 s`). */
export type Phase = <T>(what: string, work: () => Promise<T>) => Promise<T>;

/** Phases that log, each with its own time, to `log`: where a start's seconds go. */
export function timedPhases(log: (line: string) => void): Phase {
  return async (what, work) => {
    const started = performance.now();
    const result = await work();
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
}

/** Phases that only run (where nobody reads the times). */
export const untimed: Phase = (_what, work) => work();
