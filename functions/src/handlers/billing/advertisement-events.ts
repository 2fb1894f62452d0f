import { recordAdvertisementEvents } from '@migralink/shared/api/billing';
import { contextOf } from '#http/request-context';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { countServedEvents, readServings } from '#billing/ad-events';
import { createHandler } from '#http/handler';

/**
 * Counts what a visitor saw of advertisements (at most 3 impressions) and the
 * one clicked, by the tokens the search served them with: each impression
 * once, a click once and only after its impression; limited per address.
 */
export const handler = createHandler(recordAdvertisementEvents, async (request) => {
  await countAttempts([{ rule: RATE_LIMITS.advertisementEventsIp, subject: contextOf(request).ip }]);
  const servings = await readServings(request.body, request.locale);
  await countServedEvents(servings);
  return undefined;
});
