import type { LocalizedText } from '@migralink/shared/locales';
import type { Item } from '#lib/db';
import { getAll } from './batch-get';
import type { QueueEntry } from './moderation';
import type { CompanyProfile } from './company-items';
import type { ServiceMeta } from './service-items';
import { keys, CONTENT_VERSIONS, type ItemKey } from './keys';

/**
 * The names the staff queue shows: each waiting item's own name and its
 * company's, read from the draft (what was sent) or else the approved version,
 * for a whole page of the queue in one BatchGetItem (20 entries × 4 keys at most).
 */

export interface QueueNames {
  name: LocalizedText | undefined;
  companyName: LocalizedText | undefined;
}

/** The company an entry belongs to. */
export const entryCompanyId = ({ kind, meta }: QueueEntry) =>
  kind === 'company' ? (meta as CompanyProfile).id : (meta as ServiceMeta).company_id;

/** A company's content keys, draft first. */
const companyContentKeys = (companyId: string) =>
  CONTENT_VERSIONS.map((version) => keys.company.content(companyId, version)).reverse();

/** Content keys of an item, draft first: the first found is the name to show. */
function contentKeys(entry: QueueEntry): { own: ItemKey[]; company: ItemKey[] } {
  const companyId = entryCompanyId(entry);
  const company = companyContentKeys(companyId);
  const own =
    entry.kind === 'company'
      ? company
      : CONTENT_VERSIONS.map((version) => keys.service.content(companyId, entry.meta.id, version)).reverse();
  return { own, company };
}

/** The names of each entry, in the order of the entries. */
export async function readQueueNames(entries: readonly QueueEntry[]): Promise<QueueNames[]> {
  const perEntry = entries.map(contentKeys);
  const unique = new Map(perEntry.flatMap(({ own, company }) => [...own, ...company]).map((key) => [id(key), key]));
  const nameIn = namesIn(await getAll([...unique.values()]));
  return perEntry.map(({ own, company }) => ({ name: nameIn(own), companyName: nameIn(company) }));
}

/** A company's name from its draft, else its approved version (one BatchGetItem of two keys). */
export async function readCompanyName(companyId: string): Promise<LocalizedText | undefined> {
  const candidates = companyContentKeys(companyId);
  return namesIn(await getAll(candidates))(candidates);
}

/** Finds, among read items, the name of the first candidate key that has one. */
function namesIn(items: Item[]) {
  const byKey = new Map(items.map((item) => [id({ pk: String(item.pk), sk: String(item.sk) }), item]));
  return (candidates: ItemKey[]) =>
    candidates.map((key) => byKey.get(id(key))?.name as LocalizedText | undefined).find(Boolean);
}

const id = ({ pk, sk }: ItemKey) => `${pk}\n${sk}`;
