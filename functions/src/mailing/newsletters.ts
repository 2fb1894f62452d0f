import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { MailingList } from '@migralink/shared/schemas/mailing';
import type { Newsletter, NewsletterContent, NewsletterPreview } from '@migralink/shared/schemas/newsletters';
import { listCount } from '#data/mailing';
import { marketingPaused } from '#data/outbox';
import { getNewsletter, newsletterPage, putNewsletter, updateDraft, type NewsletterItem } from '#data/newsletters';
import { ConflictError, NotFoundError, ValidationError } from '#http/errors';
import { listingMessage } from '#listings/messages';
import { unsubscribeLinks } from '#mail/links';
import { newsletterMail } from '#mail/newsletter';
import { mailingMessage } from './messages';

/** A newsletter as staff see it: before its send, `recipients` is how many it would go to now. */
export async function presentNewsletter(item: NewsletterItem, listCounts?: Map<string, number>): Promise<Newsletter> {
  const { id, locale, topic, subject, body, state, created_at, updated_at, started_at, finished_at } = item;
  return {
    id,
    locale,
    topic,
    subject,
    body,
    state,
    recipients: item.recipients ?? listCounts?.get(listKey(item)) ?? (await listCount(item)),
    counts: countsOf(item),
    paused: item.state === 'sending' && (await marketingPaused()),
    created_at,
    updated_at,
    started_at,
    finished_at,
  };
}

const listKey = ({ locale, topic }: MailingList) => `${locale}:${topic}`;

const countsOf = (item: NewsletterItem) => ({
  queued: item.queued,
  sent: item.sent ?? 0,
  bounced: item.bounced ?? 0,
  complained: item.complained ?? 0,
  failed: item.failed ?? 0,
});

/** A newsletter by id; 404 when there is none. */
export async function newsletterById(id: string, consistent = false): Promise<NewsletterItem> {
  const item = await getNewsletter(id, consistent);
  if (!item) throw new NotFoundError();
  return item;
}

/** A new draft, written by `userId`. */
export async function createNewsletter(content: NewsletterContent, userId: string): Promise<NewsletterItem> {
  const now = new Date().toISOString();
  const item: NewsletterItem = {
    id: randomUUID(),
    ...content,
    state: 'draft',
    created_by: userId,
    created_at: now,
    updated_at: now,
    started_at: null,
    finished_at: null,
    recipients: null,
    queued: 0,
  };
  await putNewsletter(item);
  return item;
}

/** A draft changed; 404 for none, 409 once its send started. */
export async function changeNewsletter(
  id: string,
  content: NewsletterContent,
  locale: Locale,
): Promise<NewsletterItem> {
  const changed = await updateDraft(id, content, new Date().toISOString());
  if (changed) return changed;
  const item = await newsletterById(id, true);
  throw new ConflictError({
    message: mailingMessage(item.state === 'sent' ? 'newsletterSent' : 'newsletterStarted', locale),
  });
}

/** Staff's list, newest first (a draft's recipients: its list's count now); a cursor that is not ours is 422 at `cursor`. */
export async function newsletterList(cursor: string | undefined, locale: Locale) {
  const page = await newsletterPage(cursor);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  // A draft's count is its list's now: each list read once (at most one per language and topic).
  const drafts = new Map(
    page.items
      .filter((item) => item.recipients === null)
      .map((item) => [listKey(item), { locale: item.locale, topic: item.topic }] as const),
  );
  const counts = new Map(
    await Promise.all([...drafts].map(async ([key, list]) => [key, await listCount(list)] as const)),
  );
  const items = await Promise.all(page.items.map((item) => presentNewsletter(item, counts)));
  return {
    items: items.map(
      ({ body: _body, updated_at: _updated, finished_at: _finished, paused: _paused, ...summary }) => summary,
    ),
    next_cursor: page.next ?? null,
  };
}

/** The mail a newsletter's content makes, with a sample unsubscribe link (it unsubscribes nobody). */
export function previewNewsletter(content: NewsletterContent): NewsletterPreview {
  const { pageUrl } = unsubscribeLinks(content.locale, 'preview');
  const { subject, html, text } = newsletterMail(content.locale, { ...content, unsubscribeUrl: pageUrl });
  return { subject, html, text };
}
