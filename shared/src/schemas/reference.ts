import * as z from 'zod/mini';
import { isCountryCode } from '../countries';
import { CURRENCIES } from '../enums';
import { rule } from './rules';
import * as commonRules from './rules/common';

/** A choice as lists name it in the caller's language: `{ id, name }`. */
export const named = <T extends z.ZodMiniType>(id: T) => z.object({ id, name: z.string() });

/** Countries are identified by their ISO 3166-1 alpha-2 code (Kosovo: XK). */
export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
/** A country a request names (body or query): a code of no country is refused at its field. */
export const knownCountry = z.string().check(rule(commonRules.unknownReference, isCountryCode));

export const country = z.object({
  id: countryCode,
  iso_code: countryCode,
  name: z.string(),
  slug: z.string(),
  groups: z.array(z.string()),
});
export type Country = z.infer<typeof country>;

export const countryGroup = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(countryCode),
});
export type CountryGroup = z.infer<typeof countryGroup>;

export const immigrationPurpose = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
});
export type ImmigrationPurpose = z.infer<typeof immigrationPurpose>;

export const category = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  parent_id: z.nullable(z.number()),
  icon: z.nullable(z.string()),
});
export type Category = z.infer<typeof category>;

export const categoryGroup = z.object({
  ...category.shape,
  children: z.array(category),
});
export type CategoryGroup = z.infer<typeof categoryGroup>;

export const currency = z.object({
  id: z.enum(CURRENCIES),
  name: z.string(),
  symbol: z.string(),
  /** Units of this currency for one euro. */
  rate: z.number(),
});
export type CurrencyInfo = z.infer<typeof currency>;

export const timeUnit = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
});
export type TimeUnitInfo = z.infer<typeof timeUnit>;

export const searchInit = z.object({
  /** The inhabited countries and territories, by name. */
  countries: z.array(country),
  /** The codes of the destinations at least one public company serves: the destination filter offers them first. */
  served_destinations: z.array(countryCode),
  country_groups: z.array(countryGroup),
  immigration_purposes: z.array(immigrationPurpose),
  categories: z.array(categoryGroup),
  currencies: z.array(currency),
  time_units: z.array(timeUnit),
});
export type SearchInit = z.infer<typeof searchInit>;

export const ipCountry = z.object({ iso_code: countryCode });
