import { createAdvertisement } from '@migralink/shared/api/billing';
import { checkedSlots, newAdvertisement, presentAdvertisement } from '#billing/advertising';
import { startAdvertisementCheckout } from '#billing/checkout';
import { catalogueReference, namesIn } from '#catalogue/reference';
import { putAdvertisement, setCheckoutSession } from '#data/advertisements';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';
import { advertisementProduct } from '#billing/texts';

/**
 * A new advertisement waiting for payment, and the Stripe Checkout session
 * that pays for it (its price computed here); paid, it runs on its dates.
 */
export const handler = createHandler(createAdvertisement, async ({ principal, body, locale }) => {
  const companyId = ownCompanyId(principal);
  const reference = await catalogueReference();
  const ad = newAdvertisement(companyId, checkedSlots(body, reference, locale), body);
  await putAdvertisement(ad);
  const names = namesIn(reference, locale);
  const countries = [...new Set(ad.slots.map((slot) => names.country(slot.country) ?? slot.country))];
  const session = await startAdvertisementCheckout(
    ad,
    advertisementProduct(locale, { countries, from: ad.starts_on, to: ad.ends_on }),
    locale,
  );
  await setCheckoutSession(ad.id, session.id);
  return { data: { advertisement: await presentAdvertisement(ad, locale), url: session.url! } };
});
