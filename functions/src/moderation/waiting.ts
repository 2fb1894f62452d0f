import type { ModeratedKind, ModerationItem, ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import { pickText, type Locale } from '@migralink/shared/locales';
import { listQueue, readVersions, type QueueEntry, type Subject, type Versions } from '#data/moderation';
import { entryCompanyId, readCompanyName, readQueueNames, type QueueNames } from '#data/moderation-queue';
import { getServiceById } from '#data/services';
import { decodeCursor, encodeCursor } from './cursor';
import { diffContent } from './diff';
import { referenceNames } from './names';

/** What the staff see of the companies and services waiting for moderation. */

export const QUEUE_PAGE_SIZE = 20;

/** One page of the queue, oldest first, with names in the caller's language. */
export async function queuePage(cursor: string | undefined, locale: Locale) {
  const { entries, next } = await listQueue(QUEUE_PAGE_SIZE, cursor ? decodeCursor(cursor, locale) : undefined);
  const names = await readQueueNames(entries);
  return {
    items: entries.map((entry, index) => queueItem(entry, names[index]!, locale)),
    next_cursor: next ? encodeCursor(next) : null,
  };
}

function queueItem(entry: QueueEntry, names: QueueNames, locale: Locale): ModerationQueueItem {
  const { meta } = entry;
  return {
    kind: entry.kind,
    uuid: meta.id,
    company_uuid: entryCompanyId(entry),
    company_name: names.companyName ? pickText(names.companyName, locale) : '',
    name: names.name ? pickText(names.name, locale) : '',
    submitted_at: meta.submitted_at ?? meta.updated_at,
    revision: meta.revision,
    first_version: meta.approved_at === null,
  };
}

/** A company or service by its id, with both versions; undefined when there is none. */
export async function findItem(
  kind: ModeratedKind,
  uuid: string,
): Promise<{ subject: Subject; versions: Versions } | undefined> {
  const subject: Subject | undefined = kind === 'company' ? { kind, companyId: uuid } : await serviceSubject(uuid);
  const versions = subject && (await readVersions(subject));
  return versions && subject && { subject, versions };
}

async function serviceSubject(serviceId: string): Promise<Subject | undefined> {
  const service = await getServiceById(serviceId);
  return service && { kind: 'service', companyId: service.meta.company_id, serviceId };
}

/** An item waiting for moderation, beside its approved version, with the changes; undefined unless it waits. */
export async function waitingItem(
  kind: ModeratedKind,
  uuid: string,
  locale: Locale,
): Promise<ModerationItem | undefined> {
  const found = await findItem(kind, uuid);
  const { meta, draft, approved } = found?.versions ?? {};
  if (!meta || !draft || meta.status !== 'on_moderation') return undefined;
  const entry: QueueEntry = { kind, meta };
  // The item's own name is in hand (the draft); a company is its own company, a service reads only its company's name.
  const [companyName, names] = await Promise.all([
    kind === 'company' ? draft.name : readCompanyName(entryCompanyId(entry)),
    referenceNames([draft, approved], locale),
  ]);
  return {
    ...queueItem(entry, { name: draft.name, companyName }, locale),
    draft: asRecord(draft),
    approved: approved ? asRecord(approved) : null,
    changes: diffContent(approved ?? {}, draft),
    names,
  };
}

const asRecord = (content: object) => ({ ...content }) as Record<string, unknown>;
