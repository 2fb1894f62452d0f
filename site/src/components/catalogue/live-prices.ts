import type { ReadableAtom } from 'nanostores';
import type { Currency } from '@migralink/shared/enums';
import type { ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { priceText } from './company-view';

/** Whose prices a pre-built page shows: a company's services, one service, or company cards. */
export const LIVE_PRICE_KINDS = ['company', 'service', 'recommended', 'landing'] as const;
export type LivePriceKind = (typeof LIVE_PRICE_KINDS)[number];

export const isLivePriceKind = (value: string | undefined): value is LivePriceKind =>
  LIVE_PRICE_KINDS.some((kind) => kind === value);

/** What a price text is made of. */
export type PricedService = Pick<ServiceSummary, 'uuid' | 'price_from' | 'price_to' | 'currency'>;

/** An element showing a service's price (`data-price-of="<service uuid>"`). */
export interface PriceSlot {
  readonly dataset: { readonly priceOf?: string | undefined };
  textContent: string | null;
}

/**
 * The new text of each price slot whose service has a price; a slot whose service hides its price, or is
 * missing from the answer, keeps the text the page was built with ("Price on request"). Returns how many changed.
 */
export function replacePrices(slots: Iterable<PriceSlot>, services: readonly PricedService[], locale: string): number {
  const texts = new Map(services.map((service) => [service.uuid, priceText(service, locale)]));
  let changed = 0;
  for (const slot of slots) {
    const text = slot.dataset.priceOf === undefined ? undefined : texts.get(slot.dataset.priceOf);
    if (text === undefined || slot.textContent === text) continue;
    slot.textContent = text;
    changed += 1;
  }
  return changed;
}

export interface FollowCurrencyOptions {
  /** The currency the page's prices were built in. */
  readonly builtIn: Currency;
  readonly $currency: ReadableAtom<Currency>;
  /** Loads the page's services with prices in the store's current currency. */
  readonly load: () => Promise<readonly PricedService[]>;
  readonly slots: () => Iterable<PriceSlot>;
  readonly locale: string;
}

/**
 * Keeps a pre-built page's prices in the visitor's currency: when the store's currency is not the one on
 * the page, the prices are loaded in it and replaced. An answer that arrives after the visitor chose yet
 * another currency is dropped; a failed one leaves the prices as they are. Returns the unsubscribe.
 */
export function followCurrency({ builtIn, $currency, load, slots, locale }: FollowCurrencyOptions): () => void {
  let shown: Currency = builtIn;
  return $currency.subscribe((wanted) => {
    if (wanted === shown) return;
    load()
      .then((services) => {
        if ($currency.get() !== wanted || services.some((service) => service.currency !== wanted)) return;
        replacePrices(slots(), services, locale);
        shown = wanted;
      })
      .catch(() => undefined);
  });
}
