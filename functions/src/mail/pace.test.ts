import { describe, expect, it } from 'vitest';
import { pacer } from './pace';

describe('the pace of the sender', () => {
  it('lets the first start at once and spaces the next evenly at the rate asked', () => {
    const pace = pacer(14);
    const waits = Array.from({ length: 15 }, () => Math.round(pace.wait(10_000)));
    // Fifteen starts asked at the same moment: the 15th a full second after the first.
    expect(waits[0]).toBe(0);
    expect(waits[1]).toBe(71);
    expect(waits[14]).toBe(1_000);
  });

  it('does not save up slots while idle: a burst after a pause is paced again', () => {
    const pace = pacer(10);
    pace.wait(0);
    expect(pace.wait(5_000)).toBe(0);
    expect(pace.wait(5_000)).toBe(100);
  });

  it('reads a rate given as a function at each start', () => {
    let perSecond = 10;
    const pace = pacer(() => perSecond);
    expect(pace.wait(0)).toBe(0);
    perSecond = 1000;
    // The second start keeps the 100 ms the first booked at 10 a second; from then on 1 ms apart.
    expect(pace.wait(0)).toBe(100);
    expect(pace.wait(0)).toBe(101);
  });

  it('waits for its slot', async () => {
    const pace = pacer(200);
    const begun = performance.now();
    for (let i = 0; i < 5; i++) await pace.slot();
    expect(performance.now() - begun).toBeGreaterThanOrEqual(19);
  });
});
