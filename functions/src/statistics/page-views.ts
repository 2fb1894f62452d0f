import { countsPageViews, publicAddress, type CountedAddress } from '@migralink/shared/public-address';
import type { PageViews, ViewedPage } from '#data/page-views';
import { findPublicCompanyBySlug, readPublicCompany, type PublicCompanyRow } from '#data/search-lists';
import { companyOfService } from '#data/services';
import type { EdgeLogEntry } from './edge-log';
import { addressHash, addressOfKey, pageKey, type DayCount } from './page-view-state';

/**
 * What counts as a page view in CloudFront's access logs (`docs/product.md`,
 * "Page views and statistics"), and what it counts for. See `README.md` here.
 */

/** Counted views of one client address on one UTC day: past them, its views count nothing that day. */
export const PAGE_VIEWS_PER_ADDRESS_AND_DAY = 200;

/** Crawlers and link previews: their views are no visitor's. */
export const ROBOT = /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|lighthouse|pagespeed|preview/i;

/** The answers a page view is shown with: the page, its revalidation, or a page published after the build (live). */
const COUNTED_STATUSES: ReadonlySet<string> = new Set(['200', '304', '404']);

/**
 * The company's or service's page a logged request viewed, or undefined when
 * the request is no counted view: not a GET, another answer, another page, or a
 * robot's. Whether the page is public is for `viewedPage`.
 */
export function countedAddressOf(entry: EdgeLogEntry): CountedAddress | undefined {
  if (entry['cs-method'] !== 'GET' || !COUNTED_STATUSES.has(entry['sc-status'])) return undefined;
  const address = publicAddress(entry['cs-uri-stem'], entry['cs-uri-query']);
  if (!countsPageViews(address) || ROBOT.test(entry['cs(User-Agent)'])) return undefined;
  return address;
}

/**
 * Counts a log line's view in its day's count if it is one, of that day, and
 * its client address has not had the day's counted views yet; answers whether
 * it counted.
 */
export function countView(counted: DayCount, entry: EdgeLogEntry): boolean {
  if (entry.date !== counted.day) return false;
  const address = countedAddressOf(entry);
  if (!address) return false;
  const client = addressHash(counted.day, entry['c-ip']);
  const seen = counted.addresses.get(client) ?? 0;
  if (seen >= PAGE_VIEWS_PER_ADDRESS_AND_DAY) return false;
  counted.addresses.set(client, seen + 1);
  const key = pageKey(address);
  counted.pages.set(key, (counted.pages.get(key) ?? 0) + 1);
  return true;
}

/**
 * What a view of an address counts for: the public company it names (by slug
 * or id), or a service listed by its public company; undefined for anything
 * else (not public, or no such page). `companies` keeps the public rows read,
 * so a company's pages read its row once.
 */
export async function viewedPage(
  address: CountedAddress,
  companies: Map<string, Promise<PublicCompanyRow | undefined>> = new Map(),
): Promise<ViewedPage | undefined> {
  const company = (companyId: string) => {
    let row = companies.get(companyId);
    if (!row) companies.set(companyId, (row = readPublicCompany(companyId)));
    return row;
  };
  if (address.kind === 'company') {
    const row = 'slug' in address ? await findPublicCompanyBySlug(address.slug) : await company(address.id);
    return row && { companyId: row.id };
  }
  const companyId = await companyOfService(address.id);
  const row = companyId ? await company(companyId) : undefined;
  return row?.services.includes(address.id) ? { companyId: row.id, serviceId: address.id } : undefined;
}

/** What each page key names, or null for nothing public: each read once (a few at a time). */
export async function resolvePages(pageKeys: Iterable<string>): Promise<Map<string, ViewedPage | null>> {
  const companies = new Map<string, Promise<PublicCompanyRow | undefined>>();
  const pages = new Map<string, ViewedPage | null>();
  const queue = [...pageKeys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      pages.set(key, (await viewedPage(addressOfKey(key), companies)) ?? null);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return pages;
}

/** A day's page views by company, from its counted views by page key and the pages they name. */
export function viewsByCompany(
  pageViews: ReadonlyMap<string, number>,
  pages: ReadonlyMap<string, ViewedPage | null>,
): Map<string, PageViews> {
  const companies = new Map<string, PageViews>();
  for (const [key, count] of pageViews) {
    const page = pages.get(key);
    if (!page) continue;
    let views = companies.get(page.companyId);
    if (!views) companies.set(page.companyId, (views = { company: 0, services: {} }));
    if (page.serviceId) views.services[page.serviceId] = (views.services[page.serviceId] ?? 0) + count;
    else views.company += count;
  }
  return companies;
}
