import type { Locale } from '@migralink/shared/locales';
import { APPEAL_LIMITS, type AppealList, type AppealStatus } from '@migralink/shared/schemas/appeals';
import { appealQueuePage } from '#data/appeals';
import { ValidationError } from '#http/errors';
import { listingMessage } from '#listings/messages';
import { presentSummary } from './present';

/**
 * Support's queue (README.md, "The queue"): the appeals of one status, a page after the cursor; open ones the
 * longest waiting first, each with the seconds it has waited. A cursor not of that list is 422 on `cursor`.
 */
export async function appealQueue(
  status: AppealStatus,
  cursor: string | undefined,
  locale: Locale,
): Promise<AppealList> {
  const page = await appealQueuePage(status, cursor, APPEAL_LIMITS.perPage);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  const now = Date.now();
  return { items: page.items.map((appeal) => presentSummary(appeal, now)), next_cursor: page.next ?? null };
}
