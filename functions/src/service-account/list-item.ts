import { pickText, type Locale } from '@migralink/shared/locales';
import type { ServiceListItem } from '@migralink/shared/schemas/service-account';
import type { ServiceContent, ServiceMeta } from '#data/services';
import { namesIn, type CatalogueReference } from '#reference/lists';
import { typedPrices } from './money';
import { moderationView } from '#listings/moderation-view';

/** A row of the account's services list: prices as typed, the target country once set. */
export function serviceListItem(
  meta: ServiceMeta,
  content: ServiceContent,
  reference: CatalogueReference,
  locale: Locale,
): ServiceListItem {
  const { country } = content.search_attributes;
  const prices = typedPrices(content);
  return {
    ...moderationView(meta),
    uuid: meta.id,
    name: pickText(content.name, locale),
    price_from: prices.price_from,
    price_to: prices.price_to,
    currency: prices.currency,
    country: country ? { id: country, name: namesIn(reference, locale).country(country) ?? country } : null,
    filled_locales: content.filled_locales,
  };
}
