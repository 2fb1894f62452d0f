import { sendMail, type MailMessage } from '#lib/mail';
import type { Logger } from '#lib/logger';

/**
 * Sends a mail whose failure must not change the answer: the routes that must
 * not tell whether an address is registered, and notices after a change that
 * already happened. The failure is logged (and alarms there), not answered.
 */
export async function deliverQuietly(message: MailMessage, log: Logger, kind: string): Promise<void> {
  try {
    await sendMail(message);
  } catch (error) {
    log.error('mail not sent', { mail: kind, error });
  }
}
