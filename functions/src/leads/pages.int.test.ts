import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEADS_PER_PAGE } from '@migralink/shared/schemas/leads';
import { deleteAll } from '#data/batch';
import { changeLeadStatus, inboxList, leadList, putLeadsForSeeding, removeLeadFromInbox } from '#data/leads';
import type { LeadRecord } from '#data/leads';
import { storedLead } from '#testing/leads';
import { leadPage } from './pages';

const DAY_MS = 86_400_000;

/** Leads of one owner over a few days, several on each day, newest first. */
function leads(owner: string, count: number): LeadRecord[] {
  const newest = Date.UTC(2026, 9, 20, 18);
  return Array.from({ length: count }, (_, index): LeadRecord => {
    const at = new Date(newest - Math.floor(index / 7) * DAY_MS - (index % 7) * 60_000).toISOString();
    return {
      id: randomUUID(),
      kind: 'company',
      owner,
      company_id: owner,
      name: 'Paged Visitor',
      message: '',
      country: 'DE',
      locale: 'en',
      attribution: {},
      status: index % 3 ? 'new' : 'in_progress',
      created_at: at,
      updated_at: at,
    };
  });
}

/** Every page of a list, one after another until the last, as the inbox pages through it. */
async function everyPage(owner: string, list: string) {
  const first = await leadPage(owner, list, { requested: 1, locale: 'en' });
  const pages = [first];
  for (let page = 2; page <= first.meta.last_page; page++)
    pages.push(await leadPage(owner, list, { requested: page, locale: 'en' }));
  return { ids: pages.flatMap((page) => page.data.map((lead) => lead.uuid)), total: first.meta.total };
}

const newestFirst = (all: readonly LeadRecord[]) =>
  [...all].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)).map((l) => l.id);

describe('the pages of an inbox', () => {
  it('give every lead once, newest first, whole and by status, at any page', async () => {
    const owner = randomUUID();
    const seeded = leads(owner, 3 * LEADS_PER_PAGE + 7);
    await putLeadsForSeeding(seeded);
    expect(await everyPage(owner, 'all')).toEqual({ ids: newestFirst(seeded), total: seeded.length });
    const processing = seeded.filter((lead) => lead.status === 'in_progress');
    expect((await everyPage(owner, inboxList({ status: 'in_progress' }))).ids).toEqual(newestFirst(processing));
  });

  it('stay in step as leads come, change status and leave the inbox', async () => {
    const owner = randomUUID();
    const seeded = leads(owner, LEADS_PER_PAGE + 5);
    await putLeadsForSeeding(seeded);
    const fresh = await storedLead(owner);
    await changeLeadStatus(seeded[4]!, 'in_progress');
    await removeLeadFromInbox(seeded[10]!);
    const kept = [fresh, ...seeded.filter((lead) => lead !== seeded[10])];
    expect((await everyPage(owner, 'all')).ids).toEqual(newestFirst(kept));
    const processing = kept.filter((lead) => lead.status === 'in_progress' || lead === seeded[4]);
    expect((await everyPage(owner, inboxList({ status: 'in_progress' }))).ids).toEqual(newestFirst(processing));
  });

  it('reads a list kept before its day counts as before', async () => {
    const owner = randomUUID();
    const seeded = leads(owner, LEADS_PER_PAGE + 3);
    await putLeadsForSeeding(seeded);
    // The layout written before: the pointers and the counters, no counts by day.
    await deleteAll([leadList(owner, 'all').counts]);
    expect(await everyPage(owner, 'all')).toEqual({ ids: newestFirst(seeded), total: seeded.length });
  });
});
