import { getSearchInit } from '@migralink/shared/api/reference';
import {
  listReference,
  presentCategoryGroups,
  presentCountries,
  presentCountryGroups,
  presentCurrencies,
  presentPurposes,
  presentTimeUnits,
} from '#data/reference';
import { createHandler } from '#http/handler';

export const handler = createHandler(getSearchInit, async ({ locale }) => {
  const [countries, groups, purposes, categories, currencies, timeUnits] = await Promise.all([
    listReference('country'),
    listReference('country_group'),
    listReference('purpose'),
    listReference('category'),
    listReference('currency'),
    listReference('time_unit'),
  ]);
  return {
    data: {
      countries: presentCountries(countries, locale),
      country_groups: presentCountryGroups(groups, locale),
      immigration_purposes: presentPurposes(purposes, locale),
      categories: presentCategoryGroups(categories, locale),
      currencies: presentCurrencies(currencies, locale),
      time_units: presentTimeUnits(timeUnits, locale),
    },
  };
});
