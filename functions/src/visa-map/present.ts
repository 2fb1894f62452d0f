import { pickText, type Locale } from '@migralink/shared/locales';
import { VISA_STATUSES, type Passport, type VisaStatusName } from '@migralink/shared/schemas/visa-map';
import type { CountryItem } from '#data/reference';
import type { PassportRules } from '#data/visa-map';
import { VISA_STATUS_NAMES } from './texts';

/** A country as the visa pages name it: its code, name in one language and slug. */
export interface NamedCountry {
  id: string;
  name: string;
  slug: string;
}

/** The reference countries named in `locale`, by ISO code. */
export function countryNames(countries: readonly CountryItem[], locale: Locale): Map<string, NamedCountry> {
  return new Map(
    countries.map((country) => [
      country.code,
      { id: country.code, name: pickText(country.name, locale), slug: country.slug },
    ]),
  );
}

export const visaStatusNames = (locale: Locale): VisaStatusName[] =>
  VISA_STATUSES.map((id) => ({ id, name: VISA_STATUS_NAMES[id][locale] }));

export const presentPassport = (passport: PassportRules, country: NamedCountry): Passport => ({
  ...country,
  mobility: passport.mobility,
});
