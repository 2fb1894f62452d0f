import { recordAdvertisementEvents } from '@migralink/shared/api/billing';
import { callerOf } from '#accounts/caller';
import { RATE_LIMITS } from '#accounts/limits';
import { countAttempts } from '#accounts/rate-limit';
import { countAdvertisementEvents } from '#data/advertisements';
import { createHandler } from '#http/handler';

/** Counts what a visitor saw of advertisements (at most 3 impressions) and the one clicked; limited per address. */
export const handler = createHandler(recordAdvertisementEvents, async (request) => {
  await countAttempts([{ rule: RATE_LIMITS.advertisementEventsIp, subject: callerOf(request).ip }]);
  await countAdvertisementEvents(request.body.shown, request.body.clicked);
  return undefined;
});
