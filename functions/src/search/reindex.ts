import type { SubscriptionPackage } from '@migralink/shared/enums';
import { cardSummaryWrite, getCompany } from '#data/companies';
import {
  claimReindex,
  putLists,
  putMemberships,
  putPublicCompanies,
  readMembership,
  recordListsTouched,
  SupersededReindex,
  updateList,
  writeIndexState,
  type ReindexClaim,
} from '#data/search-lists';
import { listCompanyServices } from '#data/services';
import { markSiteChanged } from '#data/site-build';
import { cardSummary, NO_CARD_SUMMARY, type CardSummary } from './card-summary';
import { buildLists, companyEntries, withEntry, withoutCompany, type IndexedCompany } from './lists';

/** Premium companies come first in every list, then pro, then basic (docs/product.md, "Plans"). */
export const PLAN_RANK: Record<SubscriptionPackage, number> = { basic: 1, pro: 2, premium: 3 };

/**
 * What the public may find of a company: nothing unless it is published with
 * an approved version; then the search attributes of its published services
 * that have an approved version. Drafts never reach the search.
 */
export async function publicIndexEntry(
  companyId: string,
): Promise<(IndexedCompany & { summary: CardSummary }) | undefined> {
  const [company, services] = await Promise.all([getCompany(companyId, 'approved'), listCompanyServices(companyId)]);
  if (!company?.content || !company.profile.published) return undefined;
  const published = services.flatMap((service) =>
    service.meta.published && service.approved ? [{ id: service.meta.id, approved: service.approved }] : [],
  );
  return {
    id: companyId,
    slug: company.profile.slug,
    rank: PLAN_RANK[company.profile.plan],
    services: published.map((service) => service.approved.search_attributes),
    serviceIds: published.map((service) => service.id),
    summary: cardSummary(published.map((service) => service.approved)),
  };
}

/**
 * Brings the search lists up to date with one company after it changed
 * (published, unpublished, approved, plan changed): it leaves the lists it no
 * longer belongs to and takes its place in the others. Each list is updated
 * with optimistic locking, so concurrent reindexes of other companies are safe.
 * Concurrent reindexes of the same company are too: each claims the company
 * before it reads it, and only the latest claim writes, so the lists end with
 * what the last reader saw (a change always reindexes after it is written).
 * It also asks for a build of the pre-built site (`markSiteChanged`).
 */
export async function reindexCompany(companyId: string): Promise<void> {
  const claim = await claimReindex(companyId);
  await applyReindex(claim, await publicIndexEntry(companyId));
}

/**
 * Writes what a reindex read (`indexed`, undefined when the company is not
 * public) under its claim; stops, leaving the rest to the newer reindex, as
 * soon as another has claimed the company.
 */
export async function applyReindex(
  claim: ReindexClaim,
  indexed: Awaited<ReturnType<typeof publicIndexEntry>>,
): Promise<void> {
  const { companyId } = claim;
  const before = await readMembership(companyId);
  const entries = indexed ? companyEntries(companyId, indexed.rank, indexed.services) : new Map();
  const touched = [...new Set([...before, ...entries.keys()])];
  if (!(await recordListsTouched(claim, touched))) return;
  try {
    for (const listId of touched) {
      const entry = entries.get(listId);
      await updateList(listId, (list) => (entry ? withEntry(list, entry) : withoutCompany(list, companyId)), claim);
    }
  } catch (error) {
    if (error instanceof SupersededReindex) return;
    throw error;
  }
  const row = indexed && { id: companyId, slug: indexed.slug, services: indexed.serviceIds };
  // What its cards say of its services (countries, price from), read with the profile at no extra cost.
  const summary = cardSummaryWrite(companyId, indexed?.summary ?? NO_CARD_SUMMARY);
  if (!(await writeIndexState(claim, [...entries.keys()], row, summary))) return;
  // Its pages, the landing pages and the sitemap are pre-built: the next check starts a build.
  await markSiteChanged();
}

/**
 * Writes the lists (with their registry rows), memberships and public company
 * rows of many companies into a table that has none yet.
 */
export async function indexAll(companies: readonly IndexedCompany[]): Promise<void> {
  const lists = buildLists(companies);
  const memberships = new Map<string, string[]>(companies.map((company) => [company.id, []]));
  for (const [listId, entries] of lists) for (const entry of entries) memberships.get(entry.id)?.push(listId);
  await putLists(lists);
  await putMemberships(memberships);
  await putPublicCompanies(companies.map(({ id, slug, serviceIds }) => ({ id, slug, services: serviceIds })));
}
