import { createAdvertisement } from '@migralink/shared/api/billing';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { checkedSlots, newAdvertisement, presentAdvertisement } from '#billing/advertising';
import { startAdvertisementCheckout } from '#billing/checkout';
import { advertisementProduct, billingMessage } from '#billing/texts';
import { catalogueReference, namesIn } from '#reference/lists';
import { putAdvertisement, setCheckoutSession } from '#data/advertisements';
import { getCompanyProfile } from '#data/companies';
import { ForbiddenError, NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';

/**
 * A new advertisement waiting for payment, and the Stripe Checkout session
 * that pays for it (its price computed here); paid, it runs on its dates.
 * Only a public company buys (an advertisement shows its public card), at a
 * limited rate, and one advertisement waits for payment at a time.
 */
export const handler = createHandler(createAdvertisement, async (request) => {
  const { principal, body, locale } = request;
  const companyId = ownCompanyId(principal);
  await countAttempts([{ rule: RATE_LIMITS.advertisementCompany, subject: companyId }]);
  const [profile, reference] = await Promise.all([getCompanyProfile(companyId, true), catalogueReference()]);
  if (!profile) throw new NotFoundError();
  if (!profile.published || !profile.approved_at) {
    throw new ForbiddenError({ message: billingMessage('notPublic', locale) });
  }
  const ad = newAdvertisement(companyId, checkedSlots(body, reference, locale), body);
  const names = namesIn(reference, locale);
  const countries = [...new Set(ad.slots.map((slot) => names.country(slot.country) ?? slot.country))];
  const session = await startAdvertisementCheckout(
    ad,
    advertisementProduct(locale, { countries, from: ad.starts_on, to: ad.ends_on }),
    locale,
    { before: () => putAdvertisement(ad), after: (sessionId) => setCheckoutSession(ad.id, sessionId) },
  );
  return { data: { advertisement: await presentAdvertisement(ad, locale), url: session.url } };
});
