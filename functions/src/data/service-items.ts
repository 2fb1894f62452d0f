import type { Currency } from '@migralink/shared/enums';
import type { ModerationState } from './items';
import type { LocalizedText, Locale } from '@migralink/shared/locales';
import { filledLocales, type RequiredField } from './filled-locales';
import { keys, type ContentVersion } from './keys';

/**
 * A service as stored, in its company's partition: one meta item
 * (`SERVICE#<id>`: moderation, publishing) and one item per content version
 * (`SERVICE#<id>#CONTENT#approved|draft`). The meta item and the approved
 * content also carry gsi1 keys, so one gsi1 Query finds a service by its id.
 */

export interface ServiceMeta extends ModerationState {
  id: string;
  company_id: string;
}

export interface ServiceDocument {
  id: string;
  name: LocalizedText;
  icon: string | null;
}

/** A required step or a benefit: a title and a text. */
export interface ServicePoint {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  icon: string | null;
}

export interface ServiceFeedbackForm {
  id: string;
  type_id: number;
  description: LocalizedText;
  background_image: string | null;
}

/** What the catalogue search filters on; ids are reference data ids. */
export interface ServiceSearchAttributes {
  /** Target country, ISO 3166-1 alpha-2. */
  country: string;
  /** Source countries (ISO codes); empty means applicants from anywhere. */
  countries: string[];
  immigration_purposes: number[];
  /** Child category ids. */
  categories: number[];
  /** The parent category of `categories`. */
  main_category: number;
}

/**
 * A new service's attributes before the owner sets them: no country (''), no
 * lists, no main category (0). Such a service cannot be sent to moderation, so
 * approved content (all the public and the search read) always has them set.
 */
export const NO_SEARCH_ATTRIBUTES: ServiceSearchAttributes = {
  country: '',
  countries: [],
  immigration_purposes: [],
  categories: [],
  main_category: 0,
};

/** One version of what the public sees of a service. */
export interface ServiceContent {
  name: LocalizedText;
  receiving_reason: LocalizedText;
  applicant_requirements: LocalizedText;
  /** EUR minor units (cents), integers; price_from ≤ price_to. */
  price_from: number;
  price_to: number;
  /** Prices are stored in EUR and converted when presented. */
  currency: 'EUR';
  /**
   * The prices as the owner typed them: the chosen currency and its minor units,
   * so the editor shows back exactly that. Absent on services stored before
   * (they read back as EUR).
   */
  offer_currency?: Currency;
  offer_price_from?: number;
  offer_price_to?: number;
  duration: number;
  time_unit_id: number;
  show_price_block: boolean;
  show_duration_block: boolean;
  show_documents_block: boolean;
  show_required_steps_block: boolean;
  show_benefits_block: boolean;
  background_image: string | null;
  service_documents: ServiceDocument[];
  service_required_steps: ServicePoint[];
  service_benefits: ServicePoint[];
  feedback_forms: ServiceFeedbackForm[];
  search_attributes: ServiceSearchAttributes;
  /** Derived by `serviceContent`: the locales in which every required text is written. */
  filled_locales: Locale[];
}

export type ServiceContentInput = Omit<ServiceContent, 'filled_locales'>;

/** A required text with the path of its form field (`service_benefits.0.name`). */
export type { RequiredField };

const pointFields = (list: string, points: ServicePoint[]): RequiredField[] =>
  points.flatMap((point, index): RequiredField[] => [
    [`${list}.${index}.name`, point.name],
    [`${list}.${index}.description`, point.description],
  ]);

/** The texts a locale needs before the service counts as written in it, by form field; hidden blocks need none. */
export function serviceRequiredFields(content: ServiceContentInput): RequiredField[] {
  return [
    ['name', content.name],
    ['receiving_reason', content.receiving_reason],
    ['applicant_requirements', content.applicant_requirements],
    ...(content.show_documents_block
      ? content.service_documents.map((document, index): RequiredField => [
          `service_documents.${index}.name`,
          document.name,
        ])
      : []),
    ...(content.show_required_steps_block ? pointFields('service_required_steps', content.service_required_steps) : []),
    ...(content.show_benefits_block ? pointFields('service_benefits', content.service_benefits) : []),
  ];
}

/** The texts a locale needs before the service counts as written in it. */
export function serviceRequiredTexts(content: ServiceContentInput): LocalizedText[] {
  return serviceRequiredFields(content).map(([, text]) => text);
}

/** Content with its `filled_locales` derived from the texts. */
export function serviceContent(input: ServiceContentInput): ServiceContent {
  return { ...input, filled_locales: filledLocales(serviceRequiredTexts(input)) };
}

export function serviceMetaItem(meta: ServiceMeta) {
  return { ...keys.service.meta(meta.company_id, meta.id), ...keys.service.byId(meta.id), ...meta };
}

/** The approved version is also indexed by the service id; a draft is reached through its company only. */
export function serviceContentItem(meta: ServiceMeta, version: ContentVersion, content: ServiceContentInput) {
  const index = version === 'approved' ? keys.service.approvedById(meta.id) : {};
  return { ...keys.service.content(meta.company_id, meta.id, version), ...index, ...serviceContent(content) };
}
