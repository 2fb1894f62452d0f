import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { putAll } from './batch';
import { getAll } from './batch-get';
import { keys } from './keys';
import { HELPFUL_MONTHLY_BELOW, moveInOrder, orderItemsForSeeding, readOrderPage, type Placed } from './review-orders';
import { transact } from './transact';

/** Reviews of one company over `months` months, their likes from 0 up to millions. */
function reviews(companyId: string, count: number, months: number): Placed[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    company_id: companyId,
    author_id: randomUUID(),
    rating: 1 + (index % 5),
    answered: index % 2 === 0,
    likes_count: index % 3 === 0 ? index % HELPFUL_MONTHLY_BELOW : 10 ** (index % 7) * (1 + (index % 9)) + (index % 10),
    created_at: new Date(Date.UTC(2020, index % months, 1 + (index % 28), index % 24)).toISOString(),
  }));
}

const helpfulFirst = (a: Placed, b: Placed) =>
  b.likes_count - a.likes_count || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

async function helpfulCounts(companyId: string): Promise<string[]> {
  const [counts] = await getAll([keys.reviews.orderCounts(companyId, 'helpful')]);
  return Object.keys(counts ?? {}).filter((name) => name.startsWith('n#'));
}

async function everyHelpfulPage(companyId: string, total: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < total; offset += 10)
    ids.push(...((await readOrderPage(companyId, 'helpful', { offset, size: 10, total })) ?? ['counts off']));
  return ids;
}

describe('the most helpful order', () => {
  it('counts at most one bucket per likes value below the threshold a month, and 50 ranges above it ever', async () => {
    const companyId = randomUUID();
    const placed = reviews(companyId, 600, 36);
    await putAll(orderItemsForSeeding(placed));

    const buckets = await helpfulCounts(companyId);
    const monthly = buckets.filter((name) => name.includes('#', 2));
    const ranges = buckets.filter((name) => !name.includes('#', 2));
    expect(monthly.length).toBeLessThanOrEqual(HELPFUL_MONTHLY_BELOW * 36);
    expect(ranges.length).toBeGreaterThan(5);
    expect(ranges.length).toBeLessThanOrEqual(50);
    expect(Math.max(...buckets.map((name) => name.length))).toBe('n#0000012#2026-11'.length);
    expect(await everyHelpfulPage(companyId, placed.length)).toEqual([...placed].sort(helpfulFirst).map((r) => r.id));
  });

  it('moves a review across the threshold and between ranges with its counts', async () => {
    const companyId = randomUUID();
    const placed = reviews(companyId, 60, 3);
    await putAll(orderItemsForSeeding(placed));
    const moved = placed.map((review, index) =>
      index === 0
        ? { ...review, likes_count: HELPFUL_MONTHLY_BELOW - 1 }
        : index === 1
          ? { ...review, likes_count: 99 }
          : review,
    );
    await transact(moveInOrder(placed[0]!, moved[0]!, 'helpful'));
    await transact(moveInOrder(placed[1]!, moved[1]!, 'helpful'));
    const across = moved.map((review, index) =>
      index === 0
        ? { ...review, likes_count: HELPFUL_MONTHLY_BELOW }
        : index === 1
          ? { ...review, likes_count: 100 }
          : review,
    );
    await transact(moveInOrder(moved[0]!, across[0]!, 'helpful'));
    await transact(moveInOrder(moved[1]!, across[1]!, 'helpful'));

    expect(await everyHelpfulPage(companyId, across.length)).toEqual([...across].sort(helpfulFirst).map((r) => r.id));
  });
});
