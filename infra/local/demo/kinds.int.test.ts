import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureTable } from '../table';
import { DEMO_ARTICLES } from './articles';

/**
 * A table of its own (the shared one holds the whole demo already): seeded as an earlier version of the seed
 * left it, without articles and without markers, then started on twice.
 */
/** The whole demo is seeded here: on a busy machine that takes well over the hooks' minute. */
const SEEDING_MS = 300_000;

const EARLIER_KINDS = ['accounts', 'catalogue', 'leads', 'reviews', 'views', 'advertising', 'certificates'] as const;

describe('seedDemo on a kept table', () => {
  beforeAll(async () => {
    process.env.TABLE_NAME = `demo-kinds-${randomUUID()}`;
    await ensureTable(process.env.DYNAMODB_ENDPOINT!, process.env.AWS_REGION!, process.env.TABLE_NAME);
    const { seedDemo } = await import('./index');
    await seedDemo({ kinds: EARLIER_KINDS });
    const { deleteAll } = await import('@migralink/functions/data/batch');
    const { seedKeys } = await import('@migralink/functions/data/keys');
    await deleteAll(EARLIER_KINDS.map((kind) => seedKeys.marker(kind)));
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
