import { TIME_UNITS, type TimeUnit } from '@migralink/shared/enums';
import type { ServicePage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { pickText, textLocale, type Locale } from '@migralink/shared/locales';
import type { ServiceContent, ServiceMeta, ServicePoint } from '#data/services';
import { convertPrice } from '#reference/money';
import { namesIn, type CatalogueReference, type Presentation } from '#reference/lists';

/** Whether the public may see a service (its company's visibility is checked apart). */
export const isPublicService = (meta: ServiceMeta, content: ServiceContent | null): content is ServiceContent =>
  meta.published && content !== null;

/** The unit's slug; a unit missing from the reference data reads as days rather than break the page. */
function timeUnitSlug(reference: CatalogueReference, id: number): TimeUnit {
  const slug = reference.timeUnits.find((unit) => unit.id === id)?.slug;
  return TIME_UNITS.find((unit) => unit === slug) ?? 'day';
}

/** The service's own texts are in one language: the caller's when it is written in it in full, else English. */
export function serviceSummary(meta: ServiceMeta, content: ServiceContent, how: Presentation): ServiceSummary {
  const names = namesIn(how.reference, how.locale);
  const locale = textLocale(content.filled_locales, how.locale);
  const price = (eurMinor: number) =>
    content.show_price_block ? convertPrice(eurMinor, how.currency, how.reference.currencies) : null;
  const { country, immigration_purposes, main_category } = content.search_attributes;
  return {
    uuid: meta.id,
    name: pickText(content.name, locale),
    price_from: price(content.price_from),
    price_to: price(content.price_to),
    currency: how.currency,
    duration: content.show_duration_block ? content.duration : null,
    time_unit: {
      id: content.time_unit_id,
      name: names.timeUnit(content.time_unit_id) ?? '',
      slug: timeUnitSlug(how.reference, content.time_unit_id),
    },
    country: { id: country, name: names.country(country) ?? country },
    purposes: immigration_purposes.map((id) => ({ id, name: names.purpose(id) ?? '' })),
    main_category: { id: main_category, name: names.category(main_category) ?? '' },
    text_locale: locale,
  };
}

const points = (items: ServicePoint[], shown: boolean, locale: Locale) =>
  shown
    ? items.map((item) => ({
        uuid: item.id,
        name: pickText(item.name, locale),
        description: pickText(item.description, locale),
        icon: item.icon,
      }))
    : [];

/** The service page without its company card; a hidden block comes empty. */
export function servicePage(
  meta: ServiceMeta,
  content: ServiceContent,
  how: Presentation,
): Omit<ServicePage, 'company'> {
  const summary = serviceSummary(meta, content, how);
  const names = namesIn(how.reference, how.locale);
  const locale = summary.text_locale;
  return {
    ...summary,
    show_price_block: content.show_price_block,
    show_duration_block: content.show_duration_block,
    show_documents_block: content.show_documents_block,
    show_required_steps_block: content.show_required_steps_block,
    show_benefits_block: content.show_benefits_block,
    receiving_reason: pickText(content.receiving_reason, locale),
    applicant_requirements: pickText(content.applicant_requirements, locale),
    background_image: content.background_image,
    categories: content.search_attributes.categories.map((id) => ({ id, name: names.category(id) ?? '' })),
    documents: content.show_documents_block
      ? content.service_documents.map((item) => ({ uuid: item.id, name: pickText(item.name, locale), icon: item.icon }))
      : [],
    required_steps: points(content.service_required_steps, content.show_required_steps_block, locale),
    benefits: points(content.service_benefits, content.show_benefits_block, locale),
    feedback_forms: content.feedback_forms.map((form) => ({
      uuid: form.id,
      type_id: form.type_id,
      description: pickText(form.description, locale),
      background_image: form.background_image,
    })),
    filled_locales: content.filled_locales,
  };
}
