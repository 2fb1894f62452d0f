import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCompany, putApprovedCompany } from '#data/companies';
import {
  companyContentFixture,
  companyProfileFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import {
  claimReindex,
  PART_SIZE,
  putLists,
  readList,
  readListSlice,
  readMembership,
  recordListsTouched,
  updateList,
  type ListEntry,
} from '#data/search-lists';
import { putApprovedService, type ServiceSearchAttributes } from '#data/services';
import { companyEntries, listId, withEntry, withoutCompany } from './lists';
import { applyReindex, publicIndexEntry, reindexCompany } from './reindex';

/** A purpose id no other test uses, so this file's lists are its own in the shared table. */
const uniquePurpose = () => 900_000 + Math.floor(Math.random() * 99_000);

async function companyWith(
  services: { attributes: ServiceSearchAttributes; published?: boolean }[],
  profile = companyProfileFixture({ published: true, plan: 'pro' }),
) {
  await putApprovedCompany(profile, companyContentFixture());
  for (const { attributes, published = true } of services) {
    const meta = serviceMetaFixture(profile.id, { published });
    await putApprovedService(meta, serviceContentFixture({ search_attributes: attributes }));
  }
  return profile;
}

const attributes = (purpose: number, overrides: Partial<ServiceSearchAttributes> = {}): ServiceSearchAttributes => ({
  country: 'RS',
  countries: ['UA'],
  immigration_purposes: [purpose],
  categories: [201],
  main_category: 200,
  ...overrides,
});

const ids = async (filter: Parameters<typeof listId>[0]) =>
  (await readList(listId(filter))).entries.map((entry) => entry.id);

describe('reindexCompany', () => {
  it('puts a published company in the lists of its published services only', async () => {
    const purpose = uniquePurpose();
    const hidden = purpose + 1;
    const company = await companyWith([
      { attributes: attributes(purpose) },
      { attributes: attributes(hidden, { country: 'PT' }), published: false },
    ]);
    await reindexCompany(company.id);
    expect(await ids({ to: 'RS', purpose, category: 201 })).toEqual([company.id]);
    expect(await ids({ purpose, category: 200 })).toEqual([company.id]);
    expect(await ids({ purpose: hidden })).toEqual([]);
    expect((await readList(listId({ purpose }))).entries[0]).toEqual({ id: company.id, rank: 2, from: ['UA'] });
    expect(await readMembership(company.id)).toHaveLength(2 * 2 * 3);
  });

  it('takes an unpublished company out of every list it was in', async () => {
    const purpose = uniquePurpose();
    const company = await companyWith([{ attributes: attributes(purpose) }]);
    await reindexCompany(company.id);
    await putApprovedCompany({ ...company, published: false }, companyContentFixture());
    await reindexCompany(company.id);
    expect(await ids({ purpose })).toEqual([]);
    expect(await readMembership(company.id)).toEqual([]);
  });

  it('orders a list by plan, premium first', async () => {
    const purpose = uniquePurpose();
    const basic = await companyWith(
      [{ attributes: attributes(purpose) }],
      companyProfileFixture({ published: true, plan: 'basic' }),
    );
    const premium = await companyWith(
      [{ attributes: attributes(purpose) }],
      companyProfileFixture({ published: true, plan: 'premium' }),
    );
    await reindexCompany(basic.id);
    await reindexCompany(premium.id);
    expect(await ids({ purpose })).toEqual([premium.id, basic.id]);
  });
});

describe('reindexes of one company at the same time', () => {
  it('never lets a reindex that read the company earlier overwrite one that read it later', async () => {
    const purpose = uniquePurpose();
    const profile = companyProfileFixture({ published: true, plan: 'basic' });
    const company = await companyWith([{ attributes: attributes(purpose) }], profile);
    await reindexCompany(company.id);
    // A slow reindex reads the company on basic; meanwhile the plan goes premium and its own reindex runs through.
    const slow = await claimReindex(company.id);
    const staleRead = await publicIndexEntry(company.id);
    await putApprovedCompany({ ...profile, plan: 'premium' }, companyContentFixture());
    await reindexCompany(company.id);
    await applyReindex(slow, staleRead);
    expect((await readList(listId({ purpose }))).entries).toEqual([{ id: company.id, rank: 3, from: ['UA'] }]);
    expect(await readMembership(company.id)).toHaveLength(2 * 2 * 3);
  });

  it('takes the company out of a list an older reindex put it in before a newer one began', async () => {
    const purpose = uniquePurpose();
    const profile = companyProfileFixture({ published: true, plan: 'pro' });
    const company = await companyWith([{ attributes: attributes(purpose) }], profile);
    // An older reindex gets as far as its first list, then stalls; meanwhile the company is unpublished.
    const older = await claimReindex(company.id);
    const read = (await publicIndexEntry(company.id))!;
    const lists = [...companyEntries(company.id, read.rank, read.services)];
    const touched = lists.map(([id]) => id);
    expect(await recordListsTouched(older, touched)).toBe(true);
    const [first, entry] = lists.find(([id]) => id === listId({ purpose }))!;
    await updateList(first, (list) => withEntry(list, entry), older);
    await putApprovedCompany({ ...profile, published: false }, companyContentFixture());
    await reindexCompany(company.id);
    expect((await readList(first)).entries).toEqual([]);
    expect(await readMembership(company.id)).toEqual([]);
  });

  it('ends in the last state when many reindexes of a company race with its changes', async () => {
    const purpose = uniquePurpose();
    const profile = companyProfileFixture({ published: true, plan: 'basic' });
    const company = await companyWith([{ attributes: attributes(purpose) }], profile);
    const plans = ['pro', 'basic', 'premium', 'pro', 'premium'] as const;
    await Promise.all(
      plans.map(async (plan, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 5));
        await putApprovedCompany({ ...profile, plan }, companyContentFixture());
        await reindexCompany(company.id);
      }),
    );
    // Whatever order they ran in, a last reindex read the plan the company ended with.
    const { profile: last } = (await getCompany(company.id, 'approved'))!;
    const rank = { basic: 1, pro: 2, premium: 3 }[last.plan];
    expect((await readList(listId({ purpose }))).entries).toEqual([{ id: company.id, rank, from: ['UA'] }]);
  });
});

describe('search lists in the table', () => {
  it('loses no entry when many writers change one list at the same time', async () => {
    const list = listId({ purpose: uniquePurpose() });
    const entries: ListEntry[] = Array.from({ length: 12 }, () => ({ id: randomUUID(), rank: 1, from: null }));
    await Promise.all(entries.map((entry) => updateList(list, (current) => withEntry(current, entry))));
    expect((await readList(list)).entries.map((entry) => entry.id).sort()).toEqual(entries.map((e) => e.id).sort());
  });

  it('keeps a long list in parts, in order, and drops the parts it no longer needs', async () => {
    const list = listId({ purpose: uniquePurpose() });
    const entries = Array.from({ length: PART_SIZE * 2 + 5 }, (_, index) => ({
      id: `c${String(index).padStart(6, '0')}`,
      rank: 1,
      from: index % 2 ? ['UA', 'KZ'] : null,
    }));
    await putLists(new Map([[list, entries]]));
    const stored = await readList(list);
    expect(stored).toMatchObject({ parts: 3, version: 1 });
    expect(stored.entries).toEqual(entries);
    // A page is read from the parts that hold it alone: within one part, across two, past the end.
    expect(await readListSlice(list, 12, 12)).toEqual(entries.slice(12, 24));
    expect(await readListSlice(list, PART_SIZE - 5, 12)).toEqual(entries.slice(PART_SIZE - 5, PART_SIZE + 7));
    expect(await readListSlice(list, PART_SIZE * 2, 12)).toEqual(entries.slice(PART_SIZE * 2));
    expect(await readListSlice(list, PART_SIZE * 3, 12)).toEqual([]);
    await updateList(list, (current) => current.slice(0, 10));
    expect(await readList(list)).toMatchObject({ parts: 1, version: 2, entries: entries.slice(0, 10) });
    await updateList(list, (current) => withoutCompany(current.slice(0, 1), 'c000000'));
    expect(await readList(list)).toMatchObject({ parts: 0, entries: [] });
  });
});
