import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureTable } from '../table';
import { DEMO_ARTICLES } from './articles';

/**
 * A table of its own (the shared one holds the whole demo already), left as an earlier version of the seed
 * left it: each earlier kind's probe item there, no articles and no markers; then started on twice.
 */
/** The articles are seeded here, and the test's table is new: on a busy machine that takes over the hooks' minute. */
const SEEDING_MS = 300_000;

describe('seedDemo on a kept table', () => {
  beforeAll(async () => {
    process.env.TABLE_NAME = `demo-kinds-${randomUUID()}`;
    await ensureTable(process.env.DYNAMODB_ENDPOINT!, process.env.AWS_REGION!, process.env.TABLE_NAME);
    const { demoKindProbes } = await import('./index');
    const { putAll } = await import('@migralink/functions/data/batch');
    const earlier = demoKindProbes().filter((kind) => kind.name !== 'articles');
    await putAll(earlier.flatMap((kind) => (kind.probe ? [{ ...kind.probe }] : [])));
  }, SEEDING_MS);

  it(
    'adds the kinds it lacks, then writes nothing on the next start',
    async () => {
      const { seedDemo } = await import('./index');
      const { getArticleItem } = await import('@migralink/functions/data/articles');
      expect(await getArticleItem(DEMO_ARTICLES[0]!.id)).toBeUndefined();

      const next = await seedDemo({ keepExisting: true });
      expect(next.written).toEqual(['articles']);
      for (const article of DEMO_ARTICLES) expect((await getArticleItem(article.id))?.state).toBe('published');

      const { db } = await import('@migralink/functions/lib/clients');
      const writes = (['BatchWriteItem', 'TransactWriteItems', 'PutItem', 'UpdateItem'] as const).map((name) =>
        vi.spyOn(db, name),
      );
      const again = await seedDemo({ keepExisting: true });
      expect(again.written).toEqual([]);
      for (const write of writes) expect(write).not.toHaveBeenCalled();
    },
    SEEDING_MS,
  );
});
