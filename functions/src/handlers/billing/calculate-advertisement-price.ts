import { calculateAdvertisementPrice } from '@migralink/shared/api/billing';
import { advertisementTerms, checkedSlots } from '#billing/advertising';
import { quote } from '#billing/offers';
import { catalogueReference } from '#reference/lists';
import { createHandler } from '#http/handler';

/** An advertisement's price, computed here: daily rate × days × slots, in the caller's currency and as charged. */
export const handler = createHandler(calculateAdvertisementPrice, async ({ body, locale, currency }) => {
  const reference = await catalogueReference();
  checkedSlots(body, reference, locale);
  const terms = advertisementTerms(body);
  return {
    data: {
      ...quote(terms.amount, currency, reference.currencies),
      days: terms.days,
      slots: terms.slots,
      daily_rate: quote(terms.dailyRate, currency, reference.currencies).total_price,
    },
  };
});
