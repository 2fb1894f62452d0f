import type * as z from 'zod/mini';
import type { Locale, LocalizedText } from '@migralink/shared/locales';
import {
  BACKGROUND_LIBRARY,
  NEW_SERVICE_SLOTS,
  backgroundUrl,
  type serviceForm,
  type ServiceAccount,
  type ServiceForm,
} from '@migralink/shared/schemas/service-account';
import {
  NO_SEARCH_ATTRIBUTES,
  type ServiceContent,
  type ServiceContentInput,
  type ServiceMeta,
  type ServicePoint,
} from '#data/services';
import { localesWithText, mergeById, textIn, withText } from '#listings/localized';
import type { Rate } from '#reference/money';
import { storedPrices, typedPrices } from './money';
import { moderationView } from '#listings/moderation-view';

/**
 * The service editor edits one locale at a time: these turn stored content
 * into the editor's answer for a locale, and a form of that locale back into
 * content, keeping every other locale's texts.
 */

export type ServiceFormValue = z.output<typeof serviceForm>;

/** The library id of a stored background, or null for none (or one that is no longer in the library). */
const backgroundOf = (url: string | null) => {
  const id = BACKGROUND_LIBRARY.find((candidate) => backgroundUrl(candidate) === url);
  return id ? { id, url: backgroundUrl(id) } : null;
};

/** The editor's answer: `content` (the draft, else the approved version) in `locale`. */
export function serviceAccountView(meta: ServiceMeta, content: ServiceContent, locale: Locale): ServiceAccount {
  const point = (item: ServicePoint) => ({
    uuid: item.id,
    name: textIn(item.name, locale),
    description: textIn(item.description, locale),
    icon: item.icon,
  });
  const prices = typedPrices(content);
  return {
    ...moderationView(meta),
    uuid: meta.id,
    name: textIn(content.name, locale),
    price_from: prices.price_from,
    price_to: prices.price_to,
    currency: { id: prices.currency },
    duration: content.duration,
    time_unit: { id: content.time_unit_id },
    show_price_block: content.show_price_block,
    show_duration_block: content.show_duration_block,
    show_documents_block: content.show_documents_block,
    show_required_steps_block: content.show_required_steps_block,
    show_benefits_block: content.show_benefits_block,
    image_library: backgroundOf(content.background_image),
    receiving_reason: textIn(content.receiving_reason, locale),
    applicant_requirements: textIn(content.applicant_requirements, locale),
    service_documents: content.service_documents.map((item) => ({
      uuid: item.id,
      name: textIn(item.name, locale),
      icon: item.icon,
    })),
    service_required_steps: content.service_required_steps.map(point),
    service_benefits: content.service_benefits.map(point),
    feedback_forms: content.feedback_forms.map((form) => ({
      uuid: form.id,
      type: { id: form.type_id },
      description: textIn(form.description, locale),
      background_image: form.background_image,
    })),
    filled_locales: content.filled_locales,
    text_locales: serviceLocales(content),
  };
}

/**
 * Content from a form written in `locale`, merged onto the previous content
 * (null for a new service): other locales' texts and sub-items matched by id
 * are kept, sub-items missing from the form go. The search attributes stay
 * as they were (their own route sets them). `rates` must hold the form's currency.
 */
export function serviceContentFrom(
  form: ServiceFormValue,
  previous: ServiceContentInput | null,
  locale: Locale,
  rates: readonly Rate[],
): ServiceContentInput {
  const text = (stored: LocalizedText | undefined, value: string) => withText(stored, locale, value);
  const point = (item: ServiceFormValue['service_benefits'][number], before: ServicePoint | undefined, id: string) => ({
    id,
    name: text(before?.name, item.name),
    description: text(before?.description, item.description),
    icon: item.icon,
  });
  return {
    name: text(previous?.name, form.name),
    receiving_reason: text(previous?.receiving_reason, form.receiving_reason),
    applicant_requirements: text(previous?.applicant_requirements, form.applicant_requirements),
    ...storedPrices({ price_from: form.price_from, price_to: form.price_to, currency: form.currency.id }, rates),
    currency: 'EUR',
    duration: form.duration,
    time_unit_id: form.time_unit.id,
    show_price_block: form.show_price_block,
    show_duration_block: form.show_duration_block,
    show_documents_block: form.show_documents_block,
    show_required_steps_block: form.show_required_steps_block,
    show_benefits_block: form.show_benefits_block,
    background_image: form.image_library ? backgroundUrl(form.image_library.id) : null,
    service_documents: mergeById(previous?.service_documents ?? [], form.service_documents, (item, before, id) => ({
      id,
      name: text(before?.name, item.name),
      icon: item.icon,
    })),
    service_required_steps: mergeById(previous?.service_required_steps ?? [], form.service_required_steps, point),
    service_benefits: mergeById(previous?.service_benefits ?? [], form.service_benefits, point),
    feedback_forms: mergeById(previous?.feedback_forms ?? [], form.feedback_forms, (item, before, id) => ({
      id,
      type_id: item.type.id,
      description: text(before?.description, item.description),
      background_image: item.background_image,
    })),
    search_attributes: previous?.search_attributes ?? NO_SEARCH_ATTRIBUTES,
  };
}

/** Every text of the content, shown or not: what the plan's language limit counts. */
export function serviceTexts(content: ServiceContentInput): LocalizedText[] {
  const points = (items: ServicePoint[]) => items.flatMap((item) => [item.name, item.description]);
  return [
    content.name,
    content.receiving_reason,
    content.applicant_requirements,
    ...content.service_documents.map((item) => item.name),
    ...points(content.service_required_steps),
    ...points(content.service_benefits),
    ...content.feedback_forms.map((item) => item.description),
  ];
}

/** The locales in which the content has any text. */
export const serviceLocales = (content: ServiceContentInput | null): Locale[] =>
  content ? localesWithText(serviceTexts(content)) : [];

/** The default new service (docs/product.md, "Services"): empty benefit and step slots, every block shown, 0–0 EUR, 1 of `timeUnitId`. */
export function defaultServiceForm(timeUnitId: number): ServiceForm {
  const slot = () => ({ uuid: null, name: '', description: '', icon: null });
  return {
    name: '',
    price_from: 0,
    price_to: 0,
    currency: { id: 'EUR' },
    duration: 1,
    time_unit: { id: timeUnitId },
    show_price_block: true,
    show_duration_block: true,
    show_documents_block: true,
    show_required_steps_block: true,
    show_benefits_block: true,
    image_library: null,
    receiving_reason: '',
    applicant_requirements: '',
    service_documents: [],
    service_required_steps: Array.from({ length: NEW_SERVICE_SLOTS.requiredSteps }, slot),
    service_benefits: Array.from({ length: NEW_SERVICE_SLOTS.benefits }, slot),
    feedback_forms: [],
  };
}
