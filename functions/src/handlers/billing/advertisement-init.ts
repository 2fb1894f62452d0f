import { getAdvertisementInit } from '@migralink/shared/api/billing';
import { AD_DAILY_RATE, AD_MAX_DAYS, AD_MAX_SLOTS } from '@migralink/shared/prices';
import { quote } from '#billing/offers';
import { catalogueReference, namesIn } from '#reference/lists';
import { byName } from '#data/reference';
import { createHandler } from '#http/handler';

/** What an advertisement can target, named in the caller's language (sorted as they read), and its rate and limits. */
export const handler = createHandler(getAdvertisementInit, async ({ locale, currency }) => {
  const reference = await catalogueReference();
  const names = namesIn(reference, locale);
  const rate = quote(AD_DAILY_RATE, currency, reference.currencies);
  return {
    data: {
      daily_rate: rate.total_price,
      charged_daily_rate: rate.charged_price,
      currency,
      max_days: AD_MAX_DAYS,
      max_slots: AD_MAX_SLOTS,
      countries: reference.countries
        .map(({ code }) => ({ id: code, name: names.country(code) ?? code }))
        .sort(byName(locale)),
      immigration_purposes: reference.purposes
        .map(({ id }) => ({ id, name: names.purpose(id) ?? String(id) }))
        .sort(byName(locale)),
      categories: reference.categories
        .map(({ id }) => ({ id, name: names.category(id) ?? String(id) }))
        .sort(byName(locale)),
    },
  };
});
