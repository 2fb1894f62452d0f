import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countHit, uncountHit, type WindowCounter } from './rate-limits';

const counter = (windowStart = 1_000_000): WindowCounter => ({
  rule: 'test-rule',
  subject: randomUUID(),
  windowStart,
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
});

describe('rate-limit counters', () => {
  it('count up to the limit and refuse after it', async () => {
    const window = counter();
    const results = [];
    for (let hit = 0; hit < 4; hit++) results.push(await countHit(window, 3));
    expect(results).toEqual([true, true, true, false]);
  });

  it('never count past the limit under concurrent hits', async () => {
    const window = counter();
    const results = await Promise.all(Array.from({ length: 20 }, () => countHit(window, 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('keep windows and subjects apart', async () => {
    const window = counter();
    expect(await countHit(window, 1)).toBe(true);
    expect(await countHit(window, 1)).toBe(false);
    expect(await countHit({ ...window, windowStart: window.windowStart + 60 }, 1)).toBe(true);
    expect(await countHit({ ...window, subject: randomUUID() }, 1)).toBe(true);
  });

  it('give a taken-back hit to the next attempt, and never go below zero', async () => {
    const window = counter();
    expect(await countHit(window, 1)).toBe(true);
    await uncountHit(window);
    await uncountHit(window);
    expect(await countHit(window, 1)).toBe(true);
    expect(await countHit(window, 1)).toBe(false);
  });
});
