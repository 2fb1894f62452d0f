import { recordPartnerClick } from '@migralink/shared/api/partners';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';
import { countReferralClick } from '#partners/attribution';

/** Counts a click on a partner's referral link; limited per address, and nothing of the visitor is kept. */
export const handler = createHandler(recordPartnerClick, async (request) => {
  await countAttempts([{ rule: RATE_LIMITS.partnerClickIp, subject: contextOf(request).ip }]);
  await countReferralClick(request.body.code);
  return undefined;
});
