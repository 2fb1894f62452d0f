import { setTimeout } from 'node:timers/promises';
import { countHit, uncountHit, type WindowCounter } from '#data/rate-limits';
import { TooManyRequestsError } from './errors';
import type { RateRule } from './limits';
import { subjectKey, windowAt } from './windows';

/** One attempt to count: under which rule, for which subject (an IP, an address, a user id). */
export interface Attempt {
  rule: RateRule;
  subject: string;
}

/** Counted attempts; `forgive` takes them back when the attempt turned out not to count (a success). */
export interface Counted {
  forgive(): Promise<void>;
}

/**
 * Counts the attempts, all at once (one conditional UpdateItem each, in
 * parallel). If any rule that refuses is over its limit, the others are taken
 * back and the call fails with 429 and the longest `Retry-After` among the
 * refusals; a rule that slows (`slowMs`) over its limit only makes the call wait.
 */
export async function countAttempts(attempts: readonly Attempt[], now = Date.now()): Promise<Counted> {
  const counters = attempts.map(({ rule, subject }) => {
    const window = windowAt(rule, now);
    const counter: WindowCounter = {
      rule: rule.name,
      subject: subjectKey(subject),
      windowStart: window.start,
      expiresAt: window.expiresAt,
    };
    return { rule, window, counter };
  });
  const counted = await Promise.all(counters.map(({ counter, rule }) => countHit(counter, rule.limit)));
  const forgive = () =>
    Promise.all(counters.filter((_, index) => counted[index]).map(({ counter }) => uncountHit(counter))).then(
      () => undefined,
    );
  const over = counters.filter((_, index) => !counted[index]);
  const refused = over.filter(({ rule }) => !rule.slowMs);
  if (refused.length) {
    await forgive();
    throw new TooManyRequestsError(Math.max(...refused.map(({ window }) => window.retryAfterSeconds)));
  }
  const wait = Math.max(0, ...over.map(({ rule }) => rule.slowMs ?? 0));
  if (wait) await setTimeout(wait);
  return { forgive };
}
