import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { setPublished, submitDraft, type Subject, type Versions } from '#data/moderation';
import { ConflictError, ValidationError } from '#http/errors';
import { reindexCompany } from '#search/reindex';
import { listingMessage } from './messages';
import { conflictWhenStale } from './stale';

/**
 * The owner's steps of moderation and publishing, the same for a company and
 * a service (decisions.md "Moderation and publishing").
 */

/**
 * Sends the draft to the staff queue. Refused while it already waits, when
 * there is nothing new to send, and with `problems` (field → messages, as the
 * company or service module finds them: e.g. no language complete) when any.
 */
export async function sendToModeration(
  subject: Subject,
  versions: Versions,
  locale: Locale,
  problems: FieldErrors,
  now = new Date().toISOString(),
): Promise<void> {
  const { meta, draft } = versions;
  if (meta.status === 'on_moderation') {
    throw new ConflictError({ message: listingMessage('alreadyOnModeration', locale) });
  }
  if (!draft) throw new ConflictError({ message: listingMessage('nothingToModerate', locale) });
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  await conflictWhenStale(submitDraft(subject, meta, now), locale);
}

/**
 * Shows the approved version to the public and brings the search lists up to
 * date. The write itself refuses (409 `notApprovedYet`) an item that has never
 * been approved, so nothing is read first.
 */
export async function publish(subject: Subject, locale: Locale) {
  const result = await conflictWhenStale(
    setPublished(subject, true, new Date().toISOString()),
    locale,
    'notApprovedYet',
  );
  await reindexCompany(subject.companyId);
  return result;
}

/** Takes the item off the public site and out of the search lists. */
export async function unpublish(subject: Subject, locale: Locale) {
  const result = await conflictWhenStale(setPublished(subject, false, new Date().toISOString()), locale);
  await reindexCompany(subject.companyId);
  return result;
}
