import type { ModerationStatus, SubscriptionPackage } from '@migralink/shared/enums';
import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { PLAN_LIMITS } from '@migralink/shared/plans';
import {
  PlanChangedError,
  PublishedLimitError,
  setCompanyPublished,
  setServicePublished,
  submitDraft,
  type ServiceSubject,
  type Subject,
  type Versions,
} from '#data/moderation';
import { ConflictError, ValidationError } from '#http/errors';
import { reindexCompany } from '#search/reindex';
import { listingMessage } from './messages';
import { assertWithinPlan } from './plans';
import { conflictWhenStale } from './stale';

/**
 * The owner's steps of moderation and publishing, the same for a company and
 * a service (docs/product.md, "Moderation and publishing").
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

/** A company's or a service's public state after (un)publishing. */
type Published = Pick<Versions['meta'], 'published' | 'status'>;

/**
 * Shows the company's approved version to the public and brings the search
 * lists up to date. The write itself refuses (409 `notApprovedYet`) a company
 * that has never been approved, so nothing is read first.
 */
export async function showCompany(companyId: string, locale: Locale): Promise<Published> {
  const result = await conflictWhenStale(
    setCompanyPublished(companyId, true, new Date().toISOString()),
    locale,
    'notApprovedYet',
  );
  await reindexCompany(companyId);
  return result;
}

/** Takes the company off the public site and out of the search lists. */
export async function hideCompany(companyId: string, locale: Locale): Promise<Published> {
  const result = await conflictWhenStale(setCompanyPublished(companyId, false, new Date().toISOString()), locale);
  await reindexCompany(companyId);
  return result;
}

/**
 * Shows a service's approved version to the public within the company's plan
 * (403 `plan_limit` naming the plans that allow one more; the count and the
 * plan are conditions of the write, so concurrent publishes stay within it),
 * and brings the search lists up to date. 409 `notApprovedYet` when it has
 * never been approved, 409 when the plan changed meanwhile.
 */
export async function showService(
  service: { subject: ServiceSubject; status: ModerationStatus },
  plan: SubscriptionPackage,
  locale: Locale,
): Promise<Published> {
  const bound = { plan, publishedServices: PLAN_LIMITS[plan].publishedServices };
  const write = setServicePublished(service.subject, true, new Date().toISOString(), bound);
  try {
    await conflictWhenStale(write, locale, 'notApprovedYet');
  } catch (error) {
    if (error instanceof PublishedLimitError) assertWithinPlan(plan, 'publishedServices', bound.publishedServices + 1);
    if (error instanceof PlanChangedError) {
      throw new ConflictError({ message: listingMessage('changedMeanwhile', locale), cause: error });
    }
    throw error;
  }
  await reindexCompany(service.subject.companyId);
  return { published: true, status: service.status };
}

/** Takes a service off the public site and out of the search lists. */
export async function hideService(
  service: { subject: ServiceSubject; status: ModerationStatus },
  locale: Locale,
): Promise<Published> {
  await conflictWhenStale(setServicePublished(service.subject, false, new Date().toISOString()), locale);
  await reindexCompany(service.subject.companyId);
  return { published: false, status: service.status };
}
