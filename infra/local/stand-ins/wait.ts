import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Calls `probe` until it resolves, every `intervalMs`, for at most `timeoutMs`;
 * `abandon` (e.g. "the process died") stops the wait at once with its reason.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<unknown>,
  {
    timeoutMs = 60_000,
    intervalMs = 100,
    abandon,
  }: { timeoutMs?: number; intervalMs?: number; abandon?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const reason = abandon?.();
    if (reason) throw new Error(`${what} did not start: ${reason}`);
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await sleep(intervalMs);
    }
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`, { cause: lastError });
}

/** Resolves when `url` answers with any HTTP status below 500. */
export async function httpAnswers(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.body?.cancel();
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
}
