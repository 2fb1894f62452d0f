import type { Locale } from '@migralink/shared/locales';
import type { ComparedDestination, VisaMap, VisaMapCountries, VisaMapList } from '@migralink/shared/schemas/visa-map';
import { catalogueReference, countryGroups, perContainer } from '#reference/lists';
import { byName, presentCountries, presentCountryGroups } from '#data/reference';
import { readListTotals } from '#data/search-lists';
import { getPassport, getPassports, listPassportCodes, type PassportRules } from '#data/visa-map';
import { NotFoundError } from '#http/errors';
import { listId } from '#search/lists';
import { countryNames, presentPassport, visaStatusNames } from './present';

/**
 * The visa pages' answers (ACCESS-PATTERNS.md V2–V4). Countries are named from
 * the reference data cached per container (C1); a code the reference does not
 * know (none today: the import reports them) is left out of the lists, as no
 * page could link to it.
 */

/**
 * The codes of the passports the data has: the same for every caller and
 * changed only by an import, so read (one Query of the whole partition, ~50
 * read units) once per container and kept 5 minutes, as the reference data.
 */
const passportCodes = perContainer(listPassportCodes);

/** The passports the data has, as countries with their groups: from the container's caches (0 requests warm, 1 + C1 cold). */
export async function visaMapCountries(locale: Locale): Promise<VisaMapCountries> {
  const [codes, reference, groups] = await Promise.all([passportCodes(), catalogueReference(), countryGroups()]);
  const known = new Set(codes);
  return {
    country_groups: presentCountryGroups(groups, locale),
    countries: presentCountries(
      reference.countries.filter((country) => known.has(country.code)),
      locale,
    ),
  };
}

/**
 * One passport's map: its item (GetItem), then how many public companies
 * serve each destination (the registry rows of `to=<code>|p=*|c=*`, 2
 * BatchGetItem in parallel), sorted by the destination's name.
 */
export async function visaMapOf(code: string, locale: Locale): Promise<VisaMap> {
  const [passport, reference] = await Promise.all([getPassport(code), catalogueReference()]);
  const names = countryNames(reference.countries, locale);
  const own = passport && names.get(passport.code);
  if (!passport || !own) throw new NotFoundError();
  const destinations = Object.keys(passport.rules).filter((destination) => names.has(destination));
  const totals = await readListTotals(destinations.map((to) => listId({ to })));
  const visa_map = destinations.map((destination) => ({
    ...passport.rules[destination]!,
    ...names.get(destination)!,
    companies_count: totals.get(listId({ to: destination })) ?? 0,
  }));
  return {
    passport: presentPassport(passport, own),
    visa_map: visa_map.sort(byName(locale)),
    visa_statuses: visaStatusNames(locale),
    updated_at: passport.imported_at,
  };
}

/**
 * Up to four passports side by side: one BatchGetItem. A passport asked twice
 * is compared once, in its first place; one the data (or the reference) does
 * not know is a 404. Destinations are the union of the passports'; a passport
 * has no rule (null) for its own country.
 */
export async function compareVisaMaps(
  asked: readonly string[],
  order: 'asc' | 'desc',
  locale: Locale,
): Promise<VisaMapList> {
  const codes = [...new Set(asked)];
  const [found, reference] = await Promise.all([getPassports(codes), catalogueReference()]);
  const names = countryNames(reference.countries, locale);
  const passports = codes.map((code) => found.get(code));
  if (!passports.every((passport): passport is PassportRules => !!passport && names.has(passport.code)))
    throw new NotFoundError();
  const union = new Set(passports.flatMap((passport) => Object.keys(passport.rules)));
  const destinations: ComparedDestination[] = [...union]
    .filter((destination) => names.has(destination))
    .map((destination) => ({
      ...names.get(destination)!,
      rules: passports.map((passport) => passport.rules[destination] ?? null),
    }));
  return {
    passports: passports.map((passport) => presentPassport(passport, names.get(passport.code)!)),
    destinations: destinations.sort(byName(locale, order)),
    visa_statuses: visaStatusNames(locale),
    updated_at: passports.map((passport) => passport.imported_at).reduce((latest, at) => (at > latest ? at : latest)),
  };
}
