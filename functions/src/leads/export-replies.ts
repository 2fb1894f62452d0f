import type { Locale } from '@migralink/shared/locales';
import type { LeadReplyRecord } from '#data/leads';
import { dayTimeText } from '#mail/dates';

/** Excel keeps at most 32,767 characters in a cell; a lead's thread may weigh up to `LEAD_THREAD_BYTES`. */
export const REPLIES_CELL_CHARS = 32_767;

/**
 * The inbox's replies to a lead for the export's cell: oldest first, each under its time, a blank line
 * between them. A thread longer than the cell holds is cut at its end, marked "…" (the inbox shows it whole).
 */
export function repliesText(
  replies: readonly LeadReplyRecord[],
  locale: Locale,
  limit: number = REPLIES_CELL_CHARS,
): string {
  const text = replies.map((reply) => `${dayTimeText(reply.created_at, locale)}\n${reply.message}`).join('\n\n');
  if (text.length <= limit) return text;
  // Never half a character: a cut between a surrogate pair drops its first half.
  const cut = text.slice(0, limit - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}
