import { config } from '#lib/config';
import { deliverQueuedMail } from './mail-stream';

/** A mail as the SES emulator keeps it (`GET /store`). */
export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  /** The Reply-To addresses (none: the sender's). */
  replyTo?: string[];
  body: { text?: string; html?: string };
  /** The headers the mail carried besides those every mail has (a marketing mail's `List-Unsubscribe`), as sent. */
  headers?: { name: string; value: string }[];
  /** Epoch seconds. */
  at: number;
}

/**
 * Every mail the SES emulator received for an address, oldest first, once everything queued so far is delivered (by
 * the sender production runs: `deliverQueuedMail`). Test files share the emulator: filter by recipient.
 */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  if (!config.endpoints.ses) throw new Error('SES_ENDPOINT is not set: this helper is for integration tests');
  await deliverQueuedMail();
  const emails = await storedMails();
  const wanted = address.toLowerCase();
  return emails.filter((mail) => mail.destination.to.some((to) => to.toLowerCase() === wanted));
}

/**
 * Makes the SES stand-in fail (as SES does when down, throttling, or refusing a message) for mails to recipients containing `recipients`
 * (at least 8 characters: a test's own token), from their `from`-th mail on, until `recover()`. Only those mails
 * fail, so test files sharing the stand-in are untouched.
 */
export async function sesFailsFor(
  recipients: string,
  options: { from?: number; error?: 'unavailable' | 'throttled' | 'rejected' } = {},
): Promise<{ recover(): Promise<void> }> {
  const failures = `${config.endpoints.ses}/_stand-in/failures`;
  const set = await fetch(failures, { method: 'POST', body: JSON.stringify({ recipients, ...options }) });
  if (!set.ok) throw new Error(`The SES stand-in refused the failure: ${set.status} ${await set.text()}`);
  return {
    recover: async () => {
      const lifted = await fetch(`${failures}?recipients=${encodeURIComponent(recipients)}`, { method: 'DELETE' });
      if (!lifted.ok) throw new Error(`The SES stand-in did not lift the failure: ${lifted.status}`);
    },
  };
}

/** Every mail the SES stand-in holds, without delivering anything queued first (large fan-outs count these). */
export async function storedMails(): Promise<StoredMail[]> {
  const response = await fetch(`${config.endpoints.ses}/store`);
  if (!response.ok) throw new Error(`The SES emulator answered ${response.status}`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

/** A header of a mail as sent (case-insensitive name), or undefined. */
export const headerOf = (mail: StoredMail, name: string): string | undefined =>
  mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** The newest mail to an address (everything queued delivered first), failing the test when there is none. */
export async function lastMailTo(address: string): Promise<StoredMail> {
  const mail = (await mailsTo(address)).at(-1);
  if (!mail) throw new Error(`No mail to ${address}`);
  return mail;
}

/** The code in a mail's link to a site page, e.g. `codeIn(mail, 'activate')`. */
export function codeIn(mail: StoredMail, page: 'activate' | 'reset-password'): string {
  const match = new RegExp(`/${page}/\\?code=([A-Za-z0-9_-]{43})`).exec(mail.body.text ?? '');
  if (!match?.[1]) throw new Error(`No ${page} link in the mail "${mail.subject}"`);
  return match[1];
}
