import { describe, expect, it } from 'vitest';
import { requestPace, requestRateOf } from './request-pace';

/** A clock that only moves when a request sleeps, and the sleeps asked for. */
function fakeClock() {
  let time = 1_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    advance: (ms: number) => (time += ms),
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
  };
}

describe('requestPace', () => {
  it('starts requests asked for together one gap apart', async () => {
    const clock = fakeClock();
    const next = requestPace(100, clock);
    await Promise.all([next(), next(), next(), next()]);
    expect(clock.sleeps).toEqual([10, 20, 30]);
  });

  it('lets a request start at once when the previous one started a gap or more ago', async () => {
    const clock = fakeClock();
    const next = requestPace(4, clock);
    await next();
    clock.advance(300);
    await next();
    expect(clock.sleeps).toEqual([]);
    clock.advance(100);
    await next();
    expect(clock.sleeps).toEqual([150]);
  });

  it('does not hold requests back without a rate', async () => {
    const clock = fakeClock();
    const next = requestPace(undefined, clock);
    await Promise.all([next(), next(), next()]);
    expect(clock.sleeps).toEqual([]);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => requestPace(0)).toThrow(/positive/);
    expect(() => requestPace(Number.NaN)).toThrow(/positive/);
  });
});

describe('requestRateOf', () => {
  it('reads a rate, or none when unset or blank', () => {
    expect(requestRateOf('100')).toBe(100);
    expect(requestRateOf('2.5')).toBe(2.5);
    expect(requestRateOf(undefined)).toBeUndefined();
    expect(requestRateOf(' ')).toBeUndefined();
  });

  it('fails the build on a rate it cannot read', () => {
    expect(() => requestRateOf('fast')).toThrow(/API_REQUESTS_PER_SECOND/);
    expect(() => requestRateOf('-5')).toThrow(/API_REQUESTS_PER_SECOND/);
  });
});
