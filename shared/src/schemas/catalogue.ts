import * as z from 'zod/mini';
import { ARTICLE_TARGETS_MAX } from '../article-targets';
import { CURRENCIES, TIME_UNITS, SUBSCRIPTION_PACKAGES } from '../enums';
import { LOCALES } from '../locales';
import { COMPANY_SLUG } from '../public-address';
import { countryCode, knownCountry, named } from './reference';
import { uniqueList } from './rules';

/**
 * Filter values as the site sends them: only keys with a value, each as a
 * one-element list (`country_destination_id[]=DE`, docs/product.md, "Search"); a plain value is
 * taken too. The answer is the single value.
 */
const single = <T>(input: T | T[]): T => (Array.isArray(input) ? input[0]! : input);
const listOfOne = <T extends z.ZodMiniType>(value: T) => z.array(value).check(z.minLength(1), z.maxLength(1));
const id = z.coerce.number().check(z.int(), z.positive());
const oneCountry = z.optional(z.pipe(z.union([knownCountry, listOfOne(knownCountry)]), z.transform(single<string>)));
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

/**
 * A company's valid certificate, its badge (docs/product.md, "Certificates"): null when it has none, once it
 * ended (`valid_until` passed) or was revoked.
 */
export const certificateBadge = z.nullable(z.object({ number: z.string(), valid_until: z.string() }));

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
  /** The language of its name, motto and address: see `textLocale`. */
  text_locale: z.enum(LOCALES),
  /** The target countries of its public services, named in the caller's language, in its collation order. */
  countries: z.array(named(countryCode)),
  /** The lowest "price from" of its public services that show a price, in `currency` (major units); null when none. */
  price_from: z.nullable(z.number()),
  currency: z.enum(CURRENCIES),
  /** Its shown reviews' average (one decimal) and number; null before its first review. */
  rating: z.nullable(z.object({ avg_rate: z.number(), total: z.number() })),
  certificate: certificateBadge,
});
export type CompanyCard = z.infer<typeof companyCard>;

/**
 * A paid placement: the company's card and the advertisement it comes from, by which the site reports
 * its impression and click (`POST /v1/advertisements/events`).
 */
export const advertisedCard = z.object({ ...companyCard.shape, advertisement_id: z.string() });
export type AdvertisedCard = z.infer<typeof advertisedCard>;

export const searchResult = z.object({
  /** Companies matching every filter, one page of them. */
  base_search: z.array(companyCard),
  /** When fewer than a page match: companies of the same target country with the other filters relaxed. */
  alternative: z.array(companyCard),
  /** Paid placements for the same filters, marked as such by the site (at most 3). */
  advertisement: z.array(advertisedCard),
  /** The SEO path (`from-ukraine/germany/work`) of the landing page of exactly these filters; null when none. */
  landing_path: z.nullable(z.string()),
});

export const searchCount = z.object({ total: z.number() });

/** `/v1/companies`: the search's filters and page, or an SEO path (`germany/work`) standing for them. */
export const companiesQuery = z.object({
  ...searchQuery.shape,
  /** An SEO path; filters sent beside it take precedence over the path's. */
  slug: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

/** The filter ids an SEO path stands for (null where the path leaves a filter open). */
export const seoFilterIds = z.object({
  country_id: z.nullable(countryCode),
  country_destination_id: countryCode,
  immigration_purpose_id: z.nullable(z.number()),
  /** A child category; null when the path names a parent category or none. */
  category_id: z.nullable(z.number()),
  /** The parent category named by the path, or the parent of its child category. */
  parent_category_id: z.nullable(z.number()),
});
export type SeoFilterIds = z.infer<typeof seoFilterIds>;

export const seoSlugParams = z.object({ path: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The resolved SEO filter with the names of its values in the caller's language. */
export const seoFilter = z.object({
  ...seoFilterIds.shape,
  names: z.object({
    country: z.nullable(z.string()),
    country_destination: z.string(),
    immigration_purpose: z.nullable(z.string()),
    category: z.nullable(z.string()),
    parent_category: z.nullable(z.string()),
  }),
});

/** A page of the company list (docs/product.md, "Search"). */
export const companiesResult = z.object({ ...searchResult.shape, seo_filter: z.nullable(seoFilter) });

const uuidParams = z.object({ uuid: z.uuid() });
export const companyParams = uuidParams;
export const companySlugParams = z.object({ slug: z.string().check(z.regex(COMPANY_SLUG), z.maxLength(80)) });
/** Which public company a slug names. */
export const companyRef = z.object({ uuid: z.string(), slug: z.string() });
export const serviceParams = z.object({ id: z.uuid() });

const highlight = z.object({ uuid: z.string(), description: z.string(), icon: z.nullable(z.string()) });

export const publicOffice = z.object({
  uuid: z.string(),
  address: z.string(),
  email: z.string(),
  logo: z.nullable(z.string()),
  type: z.string(),
  show_block: z.boolean(),
  office_type_id: z.number(),
  lat: z.number(),
  long: z.number(),
  office_working_times: z.array(z.object({ days: z.array(z.number()), hour_from: z.string(), hour_to: z.string() })),
  office_holidays: z.array(z.object({ days: z.array(z.number()), hours: z.string() })),
  office_employees: z.array(
    z.object({ uuid: z.string(), name: z.string(), position: z.string(), avatar: z.nullable(z.string()) }),
  ),
  phones: z.array(z.object({ phone_number: z.string(), messengers: z.array(z.string()) })),
});

/** The public company page in the caller's language; hidden blocks come empty. */
export const companyPage = z.object({
  uuid: z.string(),
  slug: z.string(),
  plan: z.enum(SUBSCRIPTION_PACKAGES),
  name: z.string(),
  motto: z.string(),
  description: z.string(),
  type: z.string(),
  logo: z.nullable(z.string()),
  show_achievements_block: z.boolean(),
  show_benefits_block: z.boolean(),
  show_payment_block: z.boolean(),
  company_achievements: z.array(highlight),
  company_benefits: z.array(highlight),
  cash_enabled: z.boolean(),
  cashless_enabled: z.boolean(),
  cryptocurrencies_enabled: z.boolean(),
  cash_currencies: z.array(z.enum(CURRENCIES)),
  cashless_currencies: z.array(z.enum(CURRENCIES)),
  cryptocurrencies: z.array(z.string()),
  company_payment_methods: z.array(z.string()),
  feedback_form: z.nullable(z.object({ type_id: z.number(), description: z.string() })),
  offices: z.array(publicOffice),
  filled_locales: z.array(z.enum(LOCALES)),
  /** The language of the company's own texts: the caller's when written in it in full, else `en` (`textLocale`). */
  text_locale: z.enum(LOCALES),
  /**
   * The median minutes to a first answer over the last 90 days, once the company answered at least 5 leads
   * in them (`PUBLIC_ANSWER_TIME`); null before, and in previews.
   */
  answers_within_minutes: z.nullable(z.number()),
  certificate: certificateBadge,
});
export type CompanyPage = z.infer<typeof companyPage>;

/** A public service as lists show it; prices in the request currency (major units), null when hidden. */
export const serviceSummary = z.object({
  uuid: z.string(),
  name: z.string(),
  price_from: z.nullable(z.number()),
  price_to: z.nullable(z.number()),
  currency: z.enum(CURRENCIES),
  duration: z.nullable(z.number()),
  /** `slug` lets the site word the duration with the language's plural forms (`2 недели`). */
  time_unit: z.object({ id: z.number(), name: z.string(), slug: z.enum(TIME_UNITS) }),
  country: named(countryCode),
  purposes: z.array(named(z.number())),
  main_category: named(z.number()),
  /** The language of the service's own texts (its name, and on its page the rest): see `textLocale`. */
  text_locale: z.enum(LOCALES),
});
export type ServiceSummary = z.infer<typeof serviceSummary>;

const point = z.object({ uuid: z.string(), name: z.string(), description: z.string(), icon: z.nullable(z.string()) });

/** The public service page (docs/product.md, "Services"); hidden blocks come empty. */
export const servicePage = z.object({
  ...serviceSummary.shape,
  show_price_block: z.boolean(),
  show_duration_block: z.boolean(),
  show_documents_block: z.boolean(),
  show_required_steps_block: z.boolean(),
  show_benefits_block: z.boolean(),
  receiving_reason: z.string(),
  applicant_requirements: z.string(),
  background_image: z.nullable(z.string()),
  categories: z.array(named(z.number())),
  documents: z.array(z.object({ uuid: z.string(), name: z.string(), icon: z.nullable(z.string()) })),
  required_steps: z.array(point),
  benefits: z.array(point),
  feedback_forms: z.array(
    z.object({
      uuid: z.string(),
      type_id: z.number(),
      description: z.string(),
      background_image: z.nullable(z.string()),
    }),
  ),
  filled_locales: z.array(z.enum(LOCALES)),
  company: companyCard,
});
export type ServicePage = z.infer<typeof servicePage>;

/** A landing page: its SEO path, the filter ids it stands for and how many public companies it lists. */
export const landingPage = z.object({ path: z.string(), filters: seoFilterIds, total: z.number() });
export type LandingPage = z.infer<typeof landingPage>;

/** What the site pre-builds: every SEO path with a public company, every public company and service. */
export const landingPages = z.object({
  pages: z.array(landingPage),
  companies: z.array(z.object({ uuid: z.string(), slug: z.string() })),
  services: z.array(z.string()),
});
export type LandingPages = z.infer<typeof landingPages>;

/** A query's list, `countries[]=RS&countries[]=ME` (a plain `countries=RS` is taken too): each value once. */
const queryList = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.pipe(
    z.union([item, uniqueList(item, max)]),
    z.transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value])),
  );

/** An article's targets (docs/product.md, "Articles"), whose landing pages it links: as many as an article names. */
export const landingTargetsQuery = z.object({
  countries: queryList(knownCountry, ARTICLE_TARGETS_MAX),
  purposes: z.optional(queryList(id, ARTICLE_TARGETS_MAX)),
});
