import { recordAdvertisementEvents } from '@migralink/shared/api/billing';
import { contextOf } from '#http/request-context';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { countServedEvents, servingsOf } from '#billing/ad-events';
import { createHandler } from '#http/handler';

/**
 * Counts what one page view showed of advertisements (at most 3 impressions a
 * report) and the one clicked: each impression once per view, a click once and
 * only after its impression; limited per address.
 */
export const handler = createHandler(recordAdvertisementEvents, async (request) => {
  await countAttempts([{ rule: RATE_LIMITS.advertisementEventsIp, subject: contextOf(request).ip }]);
  await countServedEvents(servingsOf(request.body));
  return undefined;
});
