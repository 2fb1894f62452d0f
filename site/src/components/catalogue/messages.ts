import type { MessageKey } from '@/i18n/messages';
import { SEARCH_FILTER_KEYS } from '../search/messages';
import { RATING_KEYS } from '../reviews/messages';
import { CERTIFICATE_BADGE_KEYS } from '../certificates/messages';
import { ARTICLE_VIEW_KEYS } from '../article-view/messages';

/** The texts of a company's card (`CompanyItem`): in the search's results and on the home page. */
export const COMPANY_CARD_KEYS = [
  'companies.premium',
  'companies.premium_explained',
  'companies.offices',
  'companies.countries',
  'companies.more_countries',
  'companies.price_from',
  'companies.in_english',
  'ads.advertising',
  'lead.contact_short',
  'lead.contact_named',
  ...RATING_KEYS,
  ...CERTIFICATE_BADGE_KEYS,
] as const satisfies readonly MessageKey[];

export type CompanyCardKey = (typeof COMPANY_CARD_KEYS)[number];

/** The texts the companies search island shows; the page picks them and passes them as a prop. */
export const COMPANY_SEARCH_KEYS = [
  ...COMPANY_CARD_KEYS,
  'companies.filters',
  'companies.count',
  'companies.counting',
  'companies.count_failed',
  'companies.apply',
  'companies.results',
  'companies.loading',
  'companies.empty',
  'companies.error',
  'companies.load_more',
  'companies.loading_more',
  'companies.alternative',
  'companies.advertisements',
  'companies.visa_rule.label',
  'companies.visa_rule.text',
  'companies.visa_rule.stay',
  'companies.visa_rule.map',
  ...SEARCH_FILTER_KEYS,
  'ads.explanation',
  'errors.network',
  'common.retry',
] as const satisfies readonly MessageKey[];

export type CompanySearchKey = (typeof COMPANY_SEARCH_KEYS)[number];
export type CompanySearchMessages = Readonly<Record<CompanySearchKey, string>>;

/** The texts of the company page island. */
export const COMPANY_VIEW_KEYS = [
  ...CERTIFICATE_BADGE_KEYS,
  'company.loading',
  'company.error',
  'company.not_found',
  'company.all_companies',
  'company.offices',
  'company.hours',
  'company.closed',
  'company.phones',
  'company.email',
  'company.services',
  'company.no_services',
  'company.text_in_english',
  'company.answers_within.minutes',
  'company.answers_within.hours',
  'company.answers_within.days',
  'company.answers_within_hint',
  'company.duration',
  'company.price_on_request',
  'company.map_link',
  'company.team',
  'company.achievements',
  'company.benefits',
  'company.payment',
  'company.payment_cash',
  'company.payment_cashless',
  'company.payment_crypto',
  'companies.premium',
  'lead.contact',
  'meta.title_template',
  'common.brand',
  'errors.network',
  'common.retry',
] as const satisfies readonly MessageKey[];

export type CompanyViewKey = (typeof COMPANY_VIEW_KEYS)[number];
export type CompanyViewMessages = Readonly<Record<CompanyViewKey, string>>;

/** The texts of a service's view (`ServiceDetails`): the pre-built page, the `?id=` island, the account's preview. */
export const SERVICE_DETAILS_KEYS = [
  'service.facts',
  'service.text_in_english',
  'service.country',
  'service.purposes',
  'service.categories',
  'service.price',
  'service.duration',
  'service.receiving_reason',
  'service.applicant_requirements',
  'service.documents',
  'service.required_steps',
  'service.benefits',
  'service.provider',
  'company.price_on_request',
  'companies.premium',
] as const satisfies readonly MessageKey[];

export type ServiceDetailsKey = (typeof SERVICE_DETAILS_KEYS)[number];

/** The texts of the service page island (`/service/?id=<uuid>`). */
export const SERVICE_VIEW_KEYS = [
  ...SERVICE_DETAILS_KEYS,
  'lead.contact',
  'service.loading',
  'service.error',
  'service.not_found',
  'company.all_companies',
  'meta.title_template',
  'common.brand',
  'errors.network',
  'common.retry',
] as const satisfies readonly MessageKey[];

export type ServiceViewKey = (typeof SERVICE_VIEW_KEYS)[number];
export type ServiceViewMessages = Readonly<Record<ServiceViewKey, string>>;

/** The texts of an SEO landing page the 404 page shows live (`LiveLanding`): the search island's and its own. */
export const LIVE_LANDING_KEYS = [
  ...COMPANY_SEARCH_KEYS,
  'landing.title',
  'landing.title_service',
  'landing.title_from',
  'landing.title_service_from',
  'landing.intro',
  'landing.from',
  'landing.breadcrumbs',
  'home.search.all_in_category',
  'home.search.served_countries',
  'home.search.other_countries',
  'meta.title_template',
  'common.brand',
] as const satisfies readonly MessageKey[];

export type LiveLandingMessages = Readonly<Record<(typeof LIVE_LANDING_KEYS)[number], string>>;

/** The texts of an article's live view: the article's and those of the companies under it. */
export const LIVE_ARTICLE_KEYS = [
  ...ARTICLE_VIEW_KEYS,
  ...COMPANY_CARD_KEYS,
  'articles.companies_title',
  'articles.companies_all',
] as const satisfies readonly MessageKey[];

export type LiveArticleMessages = Readonly<Record<(typeof LIVE_ARTICLE_KEYS)[number], string>>;
