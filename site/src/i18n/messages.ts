import * as z from 'zod/mini';
import { DEFAULT_LOCALE, type Locale } from '@migralink/shared/locales';
import enSite from './en.json';
import ruSite from './ru.json';
import ukSite from './uk.json';
import enCompany from './company-account/company.en.json';
import ruCompany from './company-account/company.ru.json';
import ukCompany from './company-account/company.uk.json';
import enServices from './company-account/services.en.json';
import ruServices from './company-account/services.ru.json';
import ukServices from './company-account/services.uk.json';
import enModeration from './company-account/moderation.en.json';
import ruModeration from './company-account/moderation.ru.json';
import ukModeration from './company-account/moderation.uk.json';
import enLeads from './company-account/leads.en.json';
import ruLeads from './company-account/leads.ru.json';
import ukLeads from './company-account/leads.uk.json';
import enStatistics from './company-account/statistics.en.json';
import ruStatistics from './company-account/statistics.ru.json';
import ukStatistics from './company-account/statistics.uk.json';
import enBilling from './company-account/billing.en.json';
import ruBilling from './company-account/billing.ru.json';
import ukBilling from './company-account/billing.uk.json';
import enAdvertising from './company-account/advertising.en.json';
import ruAdvertising from './company-account/advertising.ru.json';
import ukAdvertising from './company-account/advertising.uk.json';
import enReviews from './company-account/reviews.en.json';
import ruReviews from './company-account/reviews.ru.json';
import ukReviews from './company-account/reviews.uk.json';
import enCertificates from './company-account/certificates.en.json';
import ruCertificates from './company-account/certificates.ru.json';
import ukCertificates from './company-account/certificates.uk.json';
import enVisaMap from './visa/map.en.json';
import ruVisaMap from './visa/map.ru.json';
import ukVisaMap from './visa/map.uk.json';
import enComparison from './visa/comparison.en.json';
import ruComparison from './visa/comparison.ru.json';
import ukComparison from './visa/comparison.uk.json';
import enCertificate from './certificates/verify.en.json';
import ruCertificate from './certificates/verify.ru.json';
import ukCertificate from './certificates/verify.uk.json';
import enInbox from './company-account/inbox.en.json';
import ruInbox from './company-account/inbox.ru.json';
import ukInbox from './company-account/inbox.uk.json';
import enForms from './site-messages/forms.en.json';
import ruForms from './site-messages/forms.ru.json';
import ukForms from './site-messages/forms.uk.json';
import enMailing from './mailing/mailing.en.json';
import ruMailing from './mailing/mailing.ru.json';
import ukMailing from './mailing/mailing.uk.json';
import enNewsletters from './company-account/newsletters.en.json';
import ruNewsletters from './company-account/newsletters.ru.json';
import ukNewsletters from './company-account/newsletters.uk.json';
import enPages from './pages/pages.en.json';
import ruPages from './pages/pages.ru.json';
import ukPages from './pages/pages.uk.json';
import enArticlesAdmin from './company-account/articles.en.json';
import ruArticlesAdmin from './company-account/articles.ru.json';
import ukArticlesAdmin from './company-account/articles.uk.json';
import enSitePagesAdmin from './company-account/site-pages.en.json';
import ruSitePagesAdmin from './company-account/site-pages.ru.json';
import ukSitePagesAdmin from './company-account/site-pages.uk.json';
import enArticles from './articles/articles.en.json';
import ruArticles from './articles/articles.ru.json';
import ukArticles from './articles/articles.uk.json';
import enUsers from './company-account/users.en.json';
import ruUsers from './company-account/users.ru.json';
import ukUsers from './company-account/users.uk.json';
import enCompanies from './company-account/companies.en.json';
import ruCompanies from './company-account/companies.ru.json';
import ukCompanies from './company-account/companies.uk.json';
import enAppeals from './company-account/appeals.en.json';
import ruAppeals from './company-account/appeals.ru.json';
import ukAppeals from './company-account/appeals.uk.json';
import enPartners from './partners/partners.en.json';
import ruPartners from './partners/partners.ru.json';
import ukPartners from './partners/partners.uk.json';

/**
 * Each locale's texts: the site's file, one file per area of the account app
 * (`company-account/<area>.<locale>.json`), of the visa pages
 * (`visa/<area>.<locale>.json`), of the certificate page
 * (`certificates/verify.<locale>.json`) and of the forms that write to the platform's staff
 * (`site-messages/forms.<locale>.json`) and of the pages about the platform, its programmes and webinars
 * (`pages/pages.<locale>.json`) and of the partner programme (`partners/partners.<locale>.json`), so each area's
 * texts stay together.
 */
const en = {
  ...enSite,
  ...enCompany,
  ...enServices,
  ...enModeration,
  ...enLeads,
  ...enStatistics,
  ...enAdvertising,
  ...enBilling,
  ...enReviews,
  ...enCertificates,
  ...enVisaMap,
  ...enComparison,
  ...enCertificate,
  ...enInbox,
  ...enForms,
  ...enMailing,
  ...enNewsletters,
  ...enPages,
  ...enArticlesAdmin,
  ...enSitePagesAdmin,
  ...enArticles,
  ...enUsers,
  ...enCompanies,
  ...enAppeals,
  ...enPartners,
};
const ru = {
  ...ruSite,
  ...ruCompany,
  ...ruServices,
  ...ruModeration,
  ...ruLeads,
  ...ruStatistics,
  ...ruAdvertising,
  ...ruBilling,
  ...ruReviews,
  ...ruCertificates,
  ...ruVisaMap,
  ...ruComparison,
  ...ruCertificate,
  ...ruInbox,
  ...ruForms,
  ...ruMailing,
  ...ruNewsletters,
  ...ruPages,
  ...ruArticlesAdmin,
  ...ruSitePagesAdmin,
  ...ruArticles,
  ...ruUsers,
  ...ruCompanies,
  ...ruAppeals,
  ...ruPartners,
};
const uk = {
  ...ukSite,
  ...ukCompany,
  ...ukServices,
  ...ukModeration,
  ...ukLeads,
  ...ukStatistics,
  ...ukAdvertising,
  ...ukBilling,
  ...ukReviews,
  ...ukCertificates,
  ...ukVisaMap,
  ...ukComparison,
  ...ukCertificate,
  ...ukInbox,
  ...ukForms,
  ...ukMailing,
  ...ukNewsletters,
  ...ukPages,
  ...ukArticlesAdmin,
  ...ukSitePagesAdmin,
  ...ukArticles,
  ...ukUsers,
  ...ukCompanies,
  ...ukAppeals,
  ...ukPartners,
};

/** English defines the key set: every key of en.json, each a text. */
export type Messages = { readonly [K in keyof typeof en]: string };
export type MessageKey = keyof Messages;
/** The `errors` namespace: every form island gets all of it, to explain whatever the API answers. */
export type ErrorMessageKey = Extract<MessageKey, `errors.${string}`>;

/** Locales that must translate every key; the build fails when one misses a key. */
const COMPLETE = ['en', 'ru'] as const satisfies readonly Locale[];

// Type-level guard: a key missing from ru.json is a type error here (npm run typecheck).
const ruComplete: Messages = ru;
// And a key in uk.json that en.json does not know is one too.
const ukKnown: Partial<Messages> & Record<Exclude<keyof typeof uk, MessageKey>, never> = uk;

/** A text with at least one visible character. */
const text = z.string().check(z.regex(/\S/));
const keys = Object.keys(en) as MessageKey[];

/** Every key of en required, no unknown key: a complete translation. */
export const completeMessagesSchema = z.strictObject(
  Object.fromEntries(keys.map((key) => [key, text])) as Record<MessageKey, typeof text>,
);
/** Any subset of en's keys, no unknown key: a partial translation that falls back to en. */
export const partialMessagesSchema = z.partial(completeMessagesSchema);

/** Validates a locale's file; throws (and so fails the build) naming the locale and the bad keys. */
export function parseMessages(locale: Locale, data: unknown, complete: boolean): Partial<Messages> {
  const result = (complete ? completeMessagesSchema : partialMessagesSchema).safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const keysOf = 'keys' in issue && Array.isArray(issue.keys) ? ` ${issue.keys.join(', ')}` : '';
      return `${issue.path.join('.') || '(root)'}: ${issue.message}${keysOf}`;
    });
    throw new Error(`Translations for "${locale}" are invalid:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

const files: Record<Locale, unknown> = { en, ru: ruComplete, uk: ukKnown };

/** Each locale's messages with the missing ones taken from the default locale. */
export function buildCatalog(sources: Record<Locale, unknown>): Record<Locale, Messages> {
  const base = parseMessages(DEFAULT_LOCALE, sources[DEFAULT_LOCALE], true) as Messages;
  const catalog = {} as Record<Locale, Messages>;
  for (const locale of Object.keys(sources) as Locale[]) {
    const complete = (COMPLETE as readonly Locale[]).includes(locale);
    catalog[locale] = { ...base, ...parseMessages(locale, sources[locale], complete) };
  }
  return catalog;
}

/** Parsed once when the site builds: an invalid translation file stops the build. */
export const catalog = buildCatalog(files);

/** The raw file of a locale, as written (no fallback): for tests and tooling. */
export function rawMessages(locale: Locale): Readonly<Record<string, string>> {
  return files[locale] as Record<string, string>;
}
