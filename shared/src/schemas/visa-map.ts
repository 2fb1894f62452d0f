import * as z from 'zod/mini';
import { country, countryCode, countryGroup, knownCountry } from './reference';
import { isOpenStatus, MAX_COMPARED_PASSPORTS, OPEN_STATUSES, VISA_STATUSES, type VisaStatus } from '../visa-statuses';
import { rule } from './rules';
import * as visaMapRules from './rules/visa-map';

export { isOpenStatus, MAX_COMPARED_PASSPORTS, OPEN_STATUSES, VISA_STATUSES, type VisaStatus };

export const visaStatus = z.enum(VISA_STATUSES);

/** One passport's rule for one destination: the status and, where the source gives them, the days of stay. */
export const visaRule = z.object({
  status: visaStatus,
  days: z.nullable(z.number()),
});
export type VisaRule = z.infer<typeof visaRule>;

/** A status named in the caller's language, in the order of `VISA_STATUSES`. */
export const visaStatusName = z.object({ id: visaStatus, name: z.string() });
export type VisaStatusName = z.infer<typeof visaStatusName>;

/** A passport as the pages name it: its country's code, name in the caller's language and slug. */
export const passport = z.object({
  id: countryCode,
  name: z.string(),
  slug: z.string(),
  /** Destinations its holder enters without a visa applied for in advance (`OPEN_STATUSES`). */
  mobility: z.number(),
});
export type Passport = z.infer<typeof passport>;

/** `GET /v1/visa-map/countries`: the passports the data knows, for the selectors, with the groups. */
export const visaMapCountries = z.object({
  country_groups: z.array(countryGroup),
  /** Every country with passport data, named in the caller's language, sorted by name. */
  countries: z.array(country),
});
export type VisaMapCountries = z.infer<typeof visaMapCountries>;

export const visaMapParams = z.object({ id: countryCode });

/** One destination on a passport's map. */
export const visaMapDestination = z.object({
  ...visaRule.shape,
  id: countryCode,
  name: z.string(),
  slug: z.string(),
  /** How many published companies serve this country as a target country (its landing page lists them). */
  companies_count: z.number(),
});
export type VisaMapDestination = z.infer<typeof visaMapDestination>;

/** `GET /v1/countries/{id}/visa-map`: every destination of one passport, sorted by name. */
export const visaMap = z.object({
  passport,
  visa_map: z.array(visaMapDestination),
  visa_statuses: z.array(visaStatusName),
  /** When the data was last imported (ISO date-time). */
  updated_at: z.string(),
});
export type VisaMap = z.infer<typeof visaMap>;

const passportList = z
  .array(knownCountry)
  .check(
    rule(visaMapRules.passports, (codes: string[]) => codes.length >= 1 && codes.length <= MAX_COMPARED_PASSPORTS),
  );

/**
 * `GET /v1/countries/visa-map-list` (docs/product.md, "Visa-free map and passport comparison"): the passports to
 * compare (`countries[]=DE&countries[]=UA`, or one plain value), and the order of
 * the destinations by name, `asc` by default.
 */
export const visaMapListQuery = z.object({
  countries: z.pipe(
    // A missing key is an empty list here, so it is told as too few passports, not as a malformed first one.
    z.transform((value: string | string[]) => (Array.isArray(value) ? value : value === undefined ? [] : [value])),
    passportList,
  ),
  sort: z.optional(z.enum(['asc', 'desc'])),
});
export type VisaMapListQuery = z.input<typeof visaMapListQuery>;

/** One destination of the comparison: each passport's rule, in the order of `passports`. */
export const comparedDestination = z.object({
  id: countryCode,
  name: z.string(),
  slug: z.string(),
  /** Null where the data has no rule (the passport's own country). */
  rules: z.array(z.nullable(visaRule)),
});
export type ComparedDestination = z.infer<typeof comparedDestination>;

export const visaMapList = z.object({
  /** The passports in the order asked, each with its mobility score. */
  passports: z.array(passport),
  destinations: z.array(comparedDestination),
  visa_statuses: z.array(visaStatusName),
  updated_at: z.string(),
});
export type VisaMapList = z.infer<typeof visaMapList>;
