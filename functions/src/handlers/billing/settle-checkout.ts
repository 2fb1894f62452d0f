import { settleCheckout } from '@migralink/shared/api/billing';
import { settleSession } from '#billing/events';
import { getCompanyProfile } from '#data/companies';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';
import { stripe } from '#lib/stripe';

/**
 * Back from Stripe's checkout: asks Stripe how the session went and settles
 * a paid one at once, so the plan or the advertisement never waits for the
 * webhook (which settles it too; the second changes nothing). A session of
 * another company, or none, is 404.
 */
export const handler = createHandler(settleCheckout, async ({ principal, body, log }) => {
  const companyId = ownCompanyId(principal);
  const session = await (await stripe()).checkout.sessions.retrieve(body.session_id).catch((error: unknown) => {
    if ((error as { statusCode?: unknown }).statusCode === 404) throw new NotFoundError({ cause: error });
    throw error;
  });
  if (session.metadata?.company_id !== companyId) throw new NotFoundError();
  const outcome = await settleSession(session, log);
  if (!outcome.kind) throw new NotFoundError();
  const profile = await getCompanyProfile(companyId, true);
  return {
    data: {
      kind: outcome.kind,
      paid: outcome.paid,
      plan: profile?.plan ?? 'basic',
      advertisement_id: outcome.advertisementId,
    },
  };
});
