import type { MailingList } from '@migralink/shared/schemas/mailing';
import type { NewsletterContent } from '@migralink/shared/schemas/newsletters';
import { subscriberIdOf, subscriptionKey, type ListMember } from '#data/mailing';
import { newsletterCounter, type NewsletterItem } from '#data/newsletters';
import { unsubscribeLinks } from '#mail/links';
import { newsletterMail } from '#mail/newsletter';
import type { OutgoingMail } from '#mail/outbox';
import { unsubscribeToken } from './tokens';

/**
 * The outbox mail of a newsletter to one subscriber (README "Sending a newsletter"): its id is one per
 * newsletter and subscriber, so a resumed send queues nobody twice; marketing, with the subscriber's own
 * unsubscribe links (the footer's and the one-click header's), counted on the newsletter, and naming the
 * subscription it goes under, so the sender drops it when the subscriber left the list after it was queued.
 */
export async function subscriberMail(newsletter: NewsletterItem, member: ListMember): Promise<OutgoingMail> {
  const unsubscribe = unsubscribeLinks(newsletter.locale, await unsubscribeToken(member.subscriberId, newsletter));
  return {
    id: `newsletter:${newsletter.id}:${member.subscriberId}`,
    kind: 'newsletter',
    stream: 'marketing',
    to: member.email,
    ...newsletterMail(newsletter.locale, { ...newsletter, unsubscribeUrl: unsubscribe.pageUrl }),
    unsubscribe,
    counter: newsletterCounter(newsletter.id),
    subscription: subscriptionKey(member.subscriberId, newsletter),
  };
}

/** A newsletter as it is now, to the caller's own address, its subject marked as a test; its unsubscribe link is the caller's. */
export async function testMail(content: NewsletterContent, email: string, testId: string): Promise<OutgoingMail> {
  const list: MailingList = { locale: content.locale, topic: content.topic };
  const unsubscribe = unsubscribeLinks(content.locale, await unsubscribeToken(subscriberIdOf(email), list));
  return {
    id: `newsletter-test:${testId}`,
    kind: 'newsletter test',
    to: email,
    ...newsletterMail(content.locale, { ...content, unsubscribeUrl: unsubscribe.pageUrl, test: true }),
  };
}
