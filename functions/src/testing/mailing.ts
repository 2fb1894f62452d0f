import { randomUUID } from 'node:crypto';
import type { MailingList, SubscribeBody } from '@migralink/shared/schemas/mailing';
import { putNewSubscribers, subscriberIdOf, type ConsentEntry } from '#data/mailing';
import { config } from '#lib/config';
import { createLogger } from '#lib/logger';
import { runNewsletterSends } from '#mailing/send';
import { uniqueEmail } from './accounts';
import { testFormToken } from './forms';
import { deliverQueuedMail } from './mail-stream';
import type { StoredMail } from './mailbox';

/** The footer form as a person sends it: a fresh address, both topics in Russian, a token opened 3 s before. */
export const subscribeForm = (overrides: Partial<SubscribeBody> = {}): SubscribeBody => ({
  email: uniqueEmail('reader'),
  locale: 'ru',
  topics: ['movers', 'companies'],
  page: '/ru/companies/',
  consent: true,
  form_token: testFormToken('mailing', 3_000),
  ...overrides,
});

/** The token of a mail's link to a site page (`/mailing/confirm/?token=…`, `/unsubscribe/?token=…`). */
export function tokenIn(mail: StoredMail | undefined, page: 'mailing/confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/${page}/\\?token=([^\\s"&<]+)`).exec(mail?.body.text ?? '');
  if (!match?.[1]) throw new Error(`No ${page} link in the mail "${mail?.subject}"`);
  return decodeURIComponent(match[1]);
}

/**
 * `count` fresh confirmed subscribers of a list, written as a confirmation writes them (in bulk:
 * `putNewSubscribers`); their addresses start with `label` (a test's own token, to make the SES stand-in fail for
 * them: `sesFailsFor`).
 */
export async function confirmedSubscribers(list: MailingList, count: number, label = 'subscriber'): Promise<string[]> {
  const proofs = Array.from({ length: count }, (): ConsentEntry => {
    const email = uniqueEmail(label);
    return {
      id: randomUUID(),
      subscriber_id: subscriberIdOf(email),
      event: 'confirmed',
      at: new Date().toISOString(),
      email,
      lists: [list],
      via: 'confirmation',
    };
  });
  await putNewSubscribers(list, proofs);
  return proofs.map((proof) => proof.email);
}

/** One run of the newsletters' send job, as its schedule starts it, with a minute to work. */
export const runSendJob = () =>
  runNewsletterSends({ owner: randomUUID(), deadline: Date.now() + 60_000, log: createLogger({ function: 'test' }) });

/** How many mails each address got, after everything queued so far is delivered (one read of the mail viewer). */
export async function mailsPerAddress(): Promise<Map<string, StoredMail[]>> {
  await deliverQueuedMail();
  const response = await fetch(`${config.endpoints.ses}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  const byAddress = new Map<string, StoredMail[]>();
  for (const mail of emails)
    for (const to of mail.destination.to)
      byAddress.set(to.toLowerCase(), [...(byAddress.get(to.toLowerCase()) ?? []), mail]);
  return byAddress;
}
