import { listVisaMapCountries } from '@migralink/shared/api/visa-map';
import { createHandler } from '#http/handler';
import { visaMapCountries } from '#visa-map/maps';

/** The passports the visa data has, for the selectors, named in the caller's language, with the country groups. */
export const handler = createHandler(listVisaMapCountries, async ({ locale }) => ({
  data: await visaMapCountries(locale),
}));
