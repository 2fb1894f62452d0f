import { recordFeedback, sentMessage, suppressAddress } from '#data/mail-feedback';
import type { SuppressionReason } from '#data/outbox';
import type { Logger } from '#lib/logger';

/**
 * SES's word on a sent mail (docs/product.md, "Mail"): a hard bounce or a complaint puts the address on the
 * suppression list, and moves the mail's counter once per message. A soft bounce is only logged (SES tried again).
 * SES publishes these through the configuration set as `eventType`, older identity notifications as
 * `notificationType`: both are read.
 */

interface Recipient {
  emailAddress?: unknown;
}

/** The part of an SES bounce or complaint event the product reads. */
export interface SesFeedback {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: unknown; timestamp?: unknown };
  bounce?: { bounceType?: unknown; bouncedRecipients?: Recipient[]; timestamp?: unknown };
  complaint?: { complainedRecipients?: Recipient[]; timestamp?: unknown };
}

/** What was done with one event. */
export type FeedbackOutcome = 'bounce' | 'complaint' | 'soft bounce' | 'ignored';

const addresses = (recipients: Recipient[] | undefined): string[] =>
  (recipients ?? []).flatMap(({ emailAddress }) => (typeof emailAddress === 'string' ? [emailAddress] : []));

/** Acts on one SES event (the JSON of an SNS message). */
export async function handleSesFeedback(event: SesFeedback, log: Logger): Promise<FeedbackOutcome> {
  const type = event.eventType ?? event.notificationType;
  const messageId = typeof event.mail?.messageId === 'string' ? event.mail.messageId : undefined;
  if (type === 'Bounce' && event.bounce?.bounceType !== 'Permanent') {
    log.info('soft bounce', { message: messageId, type: event.bounce?.bounceType });
    return 'soft bounce';
  }
  const reason: SuppressionReason | undefined =
    type === 'Bounce' ? 'bounce' : type === 'Complaint' ? 'complaint' : undefined;
  if (!reason || !messageId) {
    log.warn('an SES event the mail path does not read', { type });
    return 'ignored';
  }
  const detail = reason === 'bounce' ? event.bounce : event.complaint;
  const at = typeof detail?.timestamp === 'string' ? detail.timestamp : new Date().toISOString();
  const recipients = addresses(
    reason === 'bounce' ? event.bounce?.bouncedRecipients : event.complaint?.complainedRecipients,
  );
  await Promise.all(recipients.map((address) => suppressAddress(address, reason, at)));
  const message = await sentMessage(messageId);
  if (message) await recordFeedback(messageId, message, reason === 'bounce' ? 'bounced' : 'complained', at);
  log.info('address suppressed', { reason, message: messageId, mail: message?.mail_id, recipients: recipients.length });
  return reason;
}
