import { randomUUID } from 'node:crypto';
import { pickText } from '@migralink/shared/locales';
import type { ReviewBody } from '@migralink/shared/schemas/reviews';
import { contextOf } from '#http/request-context';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import type { CompanyRecord } from '#data/companies';
import type { ReviewRecord } from '#data/reviews';
import { getUser, type User } from '#data/users';
import { ForbiddenError, NotFoundError } from '#http/errors';
import type { Principal } from '#http/auth';
import type { TransactWriteItem } from '#lib/db';
import { adminLink } from '#mail/links';
import { mailPut } from '#mail/outbox';
import { newReviewMail as reviewMailText } from '#mail/reviews';
import { authorName } from './present';

/**
 * What every write of reviews, comments and reactions checks first: a caller
 * whose e-mail is confirmed (403 otherwise), within the writing limits per
 * user and per address (429). Answers the caller's account.
 */
export async function writer(request: Parameters<typeof contextOf>[0] & { principal: Principal }): Promise<User> {
  const user = await getUser(request.principal.userId);
  if (!user) throw new NotFoundError();
  if (!user.email_verified) throw new ForbiddenError({ message: WRITER_MESSAGES.unconfirmed[request.locale] });
  await countAttempts([
    { rule: RATE_LIMITS.reviewWriteUser, subject: user.id },
    { rule: RATE_LIMITS.reviewWriteIp, subject: contextOf(request).ip },
  ]);
  return user;
}

const WRITER_MESSAGES = {
  unconfirmed: {
    en: 'Confirm your e-mail address first: the link is in the mail we sent you (your profile can send it again).',
    ru: 'Сначала подтвердите адрес e-mail: ссылка в письме, которое мы отправили (в профиле можно отправить его снова).',
    uk: 'Спочатку підтвердьте адресу e-mail: посилання в листі, який ми надіслали (у профілі можна надіслати його знову).',
  },
} as const;

/** A new review of a public company by `author`, the company named as it is now (in every language it has). */
export function newReview(company: CompanyRecord, author: User, body: ReviewBody, now: string): ReviewRecord {
  return {
    id: randomUUID(),
    company_id: company.profile.id,
    company_slug: company.profile.slug,
    company_name: company.content!.name,
    author_id: author.id,
    author_name: authorName(author),
    rating: body.rating,
    text: body.text,
    service: body.service ?? null,
    outcome: body.outcome ?? null,
    processing_days: body.processing_days ?? null,
    likes_count: 0,
    comments_count: 0,
    comments: [],
    thread_bytes: 0,
    answered: false,
    hidden: null,
    reports: [],
    queued_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** The mail to the company's owner about a new review, in their language, when their notifications are on: queued with it. */
export async function newReviewMail(company: CompanyRecord, review: ReviewRecord): Promise<TransactWriteItem[]> {
  const owner = await getUser(company.profile.owner_id);
  if (!owner?.email_notifications) return [];
  const mail = reviewMailText(owner.locale, {
    company: pickText(review.company_name, owner.locale),
    author: review.author_name,
    rating: review.rating,
    text: review.text,
    link: `${adminLink(owner.locale, 'reviews')}?id=${encodeURIComponent(review.id)}`,
  });
  return [mailPut({ id: `review:${review.id}:owner`, kind: 'new review', to: owner.email, ...mail })];
}
