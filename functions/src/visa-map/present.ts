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

/** Collators are stateless and costly to make: one per language for the container's life. */
const collators = new Map<Locale, Intl.Collator>();
function collator(locale: Locale): Intl.Collator {
  let made = collators.get(locale);
  if (!made) collators.set(locale, (made = new Intl.Collator(locale)));
  return made;
}

/** Sorts by name in the caller's language, A to Z or (`desc`) Z to A. */
export function byName<T extends { name: string }>(items: T[], locale: Locale, order: 'asc' | 'desc' = 'asc'): T[] {
  const { compare } = collator(locale);
  const sign = order === 'asc' ? 1 : -1;
  return items.sort((a, b) => sign * compare(a.name, b.name));
}

export const visaStatusNames = (locale: Locale): VisaStatusName[] =>
  VISA_STATUSES.map((id) => ({ id, name: VISA_STATUS_NAMES[id][locale] }));

export const presentPassport = (passport: PassportRules, country: NamedCountry): Passport => ({
  ...country,
  mobility: passport.mobility,
});
