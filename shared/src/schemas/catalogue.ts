import * as z from 'zod/mini';
import { SUBSCRIPTION_PACKAGES } from '../enums';
import { LOCALES } from '../locales';
import { countryCode } from './reference';

/**
 * Filter values as the site sends them: only keys with a value, each as a
 * one-element list (`country_destination_id[]=DE`, spec §5); a plain value is
 * taken too. The answer is the single value.
 */
const single = <T>(input: T | T[]): T => (Array.isArray(input) ? input[0]! : input);
const listOfOne = <T extends z.ZodMiniType>(value: T) => z.array(value).check(z.minLength(1), z.maxLength(1));
const id = z.coerce.number().check(z.int(), z.positive());
const oneCountry = z.optional(z.pipe(z.union([countryCode, listOfOne(countryCode)]), z.transform(single<string>)));
const oneId = z.optional(z.pipe(z.union([id, listOfOne(id)]), z.transform(single<number>)));

/** The four filters of the catalogue (the parent category takes all its children). */
export const searchFilters = z.object({
  /** Source country: where the applicant comes from. */
  country_id: oneCountry,
  /** Target country: where the applicant moves to. */
  country_destination_id: oneCountry,
  immigration_purpose_id: oneId,
  category_id: oneId,
  parent_category_id: oneId,
});
export type SearchFilters = z.output<typeof searchFilters>;

export const searchQuery = z.object({
  ...searchFilters.shape,
  page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000))),
});

/** A company as a search result shows it, in the caller's language. */
export const companyCard = z.object({
  uuid: z.string(),
  slug: z.string(),
  name: z.string(),
  motto: z.string(),
  logo: z.nullable(z.string()),
  plan: z.enum(SUBSCRIPTION_PACKAGES),
  /** Where its first office is. */
  address: z.nullable(z.string()),
  offices_count: z.number(),
  filled_locales: z.array(z.enum(LOCALES)),
});
export type CompanyCard = z.infer<typeof companyCard>;

export const searchResult = z.object({
  /** Companies matching every filter, one page of them. */
  base_search: z.array(companyCard),
  /** When fewer than a page match: companies of the same target country with the other filters relaxed. */
  alternative: z.array(companyCard),
  /** Paid placements for the same filters, marked as such by the site (at most 3). */
  advertisement: z.array(companyCard),
});

export const searchCount = z.object({ total: z.number() });
