import type { Currency, SubscriptionPackage } from '@migralink/shared/enums';
import type { CompanyCertificate } from './certificates';
import type { ModerationState } from './items';
import type { LocalizedText, Locale } from '@migralink/shared/locales';
import { filledLocales, type RequiredField } from './filled-locales';
import { keys, type ContentVersion } from './keys';

/**
 * A company as stored: one `PROFILE` item (owner, plan, moderation) and one
 * item per content version (`approved` for the public, `draft` for the
 * owner's pending edits), all in the company's partition. Building the items
 * is pure, so keys and derived fields are tested without a database.
 */

/** The company's own record; it never holds texts the public reads. */
export interface CompanyProfile extends ModerationState {
  id: string;
  owner_id: string;
  slug: string;
  plan: SubscriptionPackage;
  /** How many of its services are published: kept with each (un)publishing, so a plan's limit is a write condition. */
  published_services: number;
  /**
   * Its cards' summary of its public services, written by every reindex (`search/card-summary.ts`);
   * absent before the first one (read as none).
   */
  served_countries?: string[];
  min_price_from?: number | null;
  /**
   * Its shown reviews' counters, kept by every review's transaction (`data/reviews.ts`): how many, the sum of
   * their ratings, and how many of each rating (`review_r1` … `review_r5`); absent before the first review.
   */
  review_count?: number;
  review_sum?: number;
  review_r1?: number;
  review_r2?: number;
  review_r3?: number;
  review_r4?: number;
  review_r5?: number;
  /**
   * Its newest certificate, the badge of its page and cards (docs/product.md, "Certificates"): set by the
   * approval's transaction, removed by the revocation's; shown while `valid_until` is ahead (`validBadge`).
   */
  certificate?: CompanyCertificate;
}

/** Whether the public may see a company: published, with an approved version. */
export const isPublicCompany = (profile: CompanyProfile, content: CompanyContent | null): content is CompanyContent =>
  profile.published && content !== null;

/** The company's summary of its shown reviews, from the counters on its profile. */
export function reviewSummary(
  profile: Pick<CompanyProfile, 'review_count' | 'review_sum' | `review_r${1 | 2 | 3 | 4 | 5}`>,
) {
  const total = profile.review_count ?? 0;
  const count = (rating: 1 | 2 | 3 | 4 | 5) => profile[`review_r${rating}`] ?? 0;
  return {
    total,
    avg_rate: total > 0 ? Math.round(((profile.review_sum ?? 0) / total) * 10) / 10 : null,
    ratings: { 1: count(1), 2: count(2), 3: count(3), 4: count(4), 5: count(5) },
  };
}

export const MESSENGERS = ['whatsapp', 'telegram', 'viber'] as const;
export type Messenger = (typeof MESSENGERS)[number];

/** Opening hours for some days of the week (1 = Monday … 7 = Sunday), times as `HH:MM`. */
export interface WorkingTime {
  days: number[];
  hour_from: string;
  hour_to: string;
}

/** Days the office is closed (`hours` empty) or open shorter (`hours` as `HH:MM-HH:MM`). */
export interface OfficeHoliday {
  days: number[];
  hours: string;
}

export interface OfficeEmployee {
  id: string;
  name: string;
  position: LocalizedText;
  avatar: string | null;
}

export interface OfficePhone {
  /** E.164, e.g. +4930123456. */
  phone_number: string;
  messengers: Messenger[];
}

export interface Office {
  id: string;
  address: LocalizedText;
  email: string;
  logo: string | null;
  /** `head` or `branch`, as the owner labels the office. */
  type: string;
  show_block: boolean;
  office_type_id: number;
  lat: number;
  long: number;
  office_working_times: WorkingTime[];
  office_holidays: OfficeHoliday[];
  office_employees: OfficeEmployee[];
  phones: OfficePhone[];
}

/** An achievement or a benefit shown on the company page. */
export interface CompanyHighlight {
  id: string;
  description: LocalizedText;
  icon: string | null;
}

export interface FeedbackForm {
  type_id: number;
  description: LocalizedText;
}

/** One version of what the public sees of a company. */
export interface CompanyContent {
  name: LocalizedText;
  motto: LocalizedText;
  description: LocalizedText;
  /** Kind of company, e.g. `agency`, `law_firm`, `consultancy`. */
  type: string;
  logo: string | null;
  show_achievements_block: boolean;
  show_benefits_block: boolean;
  show_payment_block: boolean;
  cash_enabled: boolean;
  cashless_enabled: boolean;
  cryptocurrencies_enabled: boolean;
  cash_currencies: Currency[];
  cashless_currencies: Currency[];
  /** Tickers, e.g. `USDT`, `BTC`. */
  cryptocurrencies: string[];
  company_achievements: CompanyHighlight[];
  company_benefits: CompanyHighlight[];
  /** Payment method slugs, e.g. `card`, `bank_transfer`. */
  company_payment_methods: string[];
  feedback_form: FeedbackForm | null;
  offices: Office[];
  /** Derived by `companyContent`: the locales in which every required text is written. */
  filled_locales: Locale[];
}

export type CompanyContentInput = Omit<CompanyContent, 'filled_locales'>;

/** The texts a locale needs before the company counts as written in it, by form field; hidden blocks need none. */
export function companyRequiredFields(content: CompanyContentInput): RequiredField[] {
  return [
    ['name', content.name],
    ['motto', content.motto],
    ['description', content.description],
    ...content.offices.flatMap((office, i): RequiredField[] => [
      [`offices.${i}.address`, office.address],
      ...office.office_employees.map((employee, j): RequiredField => [
        `offices.${i}.office_employees.${j}.position`,
        employee.position,
      ]),
    ]),
    ...(content.show_achievements_block ? highlightFields('company_achievements', content.company_achievements) : []),
    ...(content.show_benefits_block ? highlightFields('company_benefits', content.company_benefits) : []),
  ];
}

const highlightFields = (list: string, items: CompanyHighlight[]): RequiredField[] =>
  items.map((item, i): RequiredField => [`${list}.${i}.description`, item.description]);

/** The texts a locale needs before the company counts as written in it. */
export function companyRequiredTexts(content: CompanyContentInput): LocalizedText[] {
  return companyRequiredFields(content).map(([, text]) => text);
}

/** Content with its `filled_locales` derived from the texts. */
export function companyContent(input: CompanyContentInput): CompanyContent {
  return { ...input, filled_locales: filledLocales(companyRequiredTexts(input)) };
}

export function companyProfileItem(profile: CompanyProfile) {
  return { ...keys.company.profile(profile.id), ...keys.company.bySlug(profile.slug), ...profile };
}

export function companyContentItem(companyId: string, version: ContentVersion, content: CompanyContentInput) {
  return { ...keys.company.content(companyId, version), ...companyContent(content) };
}
