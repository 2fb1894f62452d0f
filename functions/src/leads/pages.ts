import { LEADS_PER_PAGE, type Lead } from '@migralink/shared/schemas/leads';
import type { PaginationMeta } from '@migralink/shared/envelope';
import type { Locale } from '@migralink/shared/locales';
import { getLeads, readLeadCounts, readListIds, readPageIds, type DayRange } from '#data/leads';
import { presentLead } from './present';

export interface LeadPage {
  data: Lead[];
  meta: PaginationMeta;
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / LEADS_PER_PAGE));

/**
 * One page of a list of leads, newest first; a page past the last answers the
 * last (docs/product.md, "Lists and pages"). Without a range of days the list's size is its counter, and
 * the page's pointers are read from the day it starts on (the list's counts by
 * day), keys only; with a range, the pointers of the range are read, keys
 * only, and counted. Then the page's leads in one BatchGetItem.
 */
export async function leadPage(
  owner: string,
  list: string,
  { requested, locale }: { requested: number; locale: Locale },
  range?: DayRange,
): Promise<LeadPage> {
  const { ids, total, page } =
    range?.from || range?.to
      ? await rangeSlice(owner, list, requested, range)
      : await listSlice(owner, list, requested);
  return {
    data: (await getLeads(ids)).map((lead) => presentLead(lead, locale)),
    meta: { current_page: page, last_page: lastPage(total), per_page: LEADS_PER_PAGE, total },
  };
}

async function listSlice(owner: string, list: string, requested: number) {
  const total = (await readLeadCounts(owner))[list] ?? 0;
  const page = Math.min(requested, lastPage(total));
  const start = (page - 1) * LEADS_PER_PAGE;
  const end = Math.min(start + LEADS_PER_PAGE, total);
  if (end <= start) return { ids: [], total, page };
  const counted = await readPageIds(owner, list, { offset: start, count: end - start, total });
  if (counted) return { ids: counted, total, page };
  // A list kept before its day counts: the pointers up to the page, from the nearer end.
  // Newest first, the page is after `start` pointers; oldest first, after `total - end`.
  if (end <= total - start) {
    const ids = await readListIds(owner, list, { newestFirst: true, limit: end });
    return { ids: ids.slice(start), total, page };
  }
  const ids = await readListIds(owner, list, { newestFirst: false, limit: total - start });
  return { ids: ids.slice(total - end).reverse(), total, page };
}

async function rangeSlice(owner: string, list: string, requested: number, range: DayRange) {
  const all = await readListIds(owner, list, { newestFirst: true, range });
  const page = Math.min(requested, lastPage(all.length));
  const start = (page - 1) * LEADS_PER_PAGE;
  return { ids: all.slice(start, start + LEADS_PER_PAGE), total: all.length, page };
}
