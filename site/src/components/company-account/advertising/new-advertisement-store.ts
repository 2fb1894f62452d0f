import { atom, type ReadableAtom } from 'nanostores';
import { calculateAdvertisementPrice, createAdvertisement, getAdvertisementInit } from '@migralink/shared/api/billing';
import { AD_MAX_SLOTS, utcToday } from '@migralink/shared/prices';
import type { AdvertisementBody, AdvertisementQuote, AdvertisementsInit } from '@migralink/shared/schemas/billing';
import { callChecked } from '@/api/checked';
import { createForm } from '@/kit/form';
import { describeWithRefusal } from '@/kit/problems';
import { createLoader, type Loaded } from '@/kit/load';
import { $currency } from '@/stores/currency';

/** One row of the slots: a target country (required) and, optionally, a purpose and a category (ids as the selects hold them). */
export interface SlotDraft {
  /** The row's own key, stable while rows are added and removed. */
  readonly key: number;
  readonly country: string;
  readonly purpose: string;
  readonly category: string;
}

/** The form as typed: slots and two UTC days (`YYYY-MM-DD`). */
export interface AdvertisementDraft {
  readonly slots: readonly SlotDraft[];
  readonly starts_on: string;
  readonly ends_on: string;
}

export type SlotField = Exclude<keyof SlotDraft, 'key'>;

/** The price as the screen shows it: nothing to ask yet (a slot without a country, a date missing), then the request's phases. */
export type QuoteState = { readonly status: 'incomplete' } | Loaded<AdvertisementQuote>;

/** How long the form must stay still before the price is asked for. */
export const QUOTE_DELAY_MS = 300;
/** The dates a new advertisement starts with: from today (UTC) for this many days. */
export const DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** The UTC day `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const optionalId = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * What the API is asked: the slots and dates, or nothing while the form is
 * incomplete (the API would only answer that it is). Every other rule
 * (no past start, order of the dates, 365 days, unique slots) is the API's to
 * check and say at its field.
 */
export function advertisementBodyOf(draft: AdvertisementDraft): AdvertisementBody | undefined {
  if (!draft.starts_on || !draft.ends_on || draft.slots.some((slot) => !slot.country)) return undefined;
  return {
    slots: draft.slots.map((slot) => ({
      country: slot.country,
      purpose: optionalId(slot.purpose),
      category: optionalId(slot.category),
    })),
    starts_on: draft.starts_on,
    ends_on: draft.ends_on,
  };
}

export interface NewAdvertisementOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
  /** Leaves for the payment page (Stripe Checkout) the API answered. */
  readonly go: (url: string) => void;
  /** Today in UTC (a test fixes it). */
  readonly today?: () => string;
  readonly quoteDelayMs?: number;
}

/**
 * Creating an advertisement (docs/product.md, "Advertising"): what it can target comes from the API,
 * the owner picks slots (at most the API's `max_slots`) and dates; the price is
 * the server's, asked again 300 ms after the form stops changing (a later answer
 * wins) and again when the currency changes, never worked out here. "Pay"
 * creates it and leaves for its checkout; the API's field errors are shown at
 * their fields.
 */
export function createNewAdvertisement({
  onSessionExpired,
  go,
  today = utcToday,
  quoteDelayMs = QUOTE_DELAY_MS,
}: NewAdvertisementOptions) {
  let nextKey = 0;
  const emptySlot = (): SlotDraft => ({ key: (nextKey += 1), country: '', purpose: '', category: '' });
  const start = today();

  const init = createLoader<AdvertisementsInit>({ onSessionExpired });
  const form = createForm<AdvertisementDraft>({
    initial: { slots: [emptySlot()], starts_on: start, ends_on: addDays(start, DEFAULT_DAYS - 1) },
    checks: {
      slots: (slots) => (slots.every((slot) => slot.country) ? undefined : { key: 'errors.field.required' }),
      starts_on: (day) => (day ? undefined : { key: 'errors.field.required' }),
      ends_on: (day) => (day ? undefined : { key: 'errors.field.required' }),
    },
    // Why a purchase is refused (the company not public, another advertisement waiting for payment): the API says.
    describe: describeWithRefusal,
    onSessionExpired,
  });

  const quote = createLoader<AdvertisementQuote>({ onSessionExpired });
  const $quote = atom<QuoteState>({ status: 'incomplete' });
  quote.$state.listen((state) => $quote.set(state));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopCurrency: (() => void) | undefined;
  const settle = () =>
    new Promise<void>((resolve) => {
      clearTimeout(timer);
      timer = setTimeout(resolve, quoteDelayMs);
    });

  function requote(): void {
    const body = advertisementBodyOf(form.$values.get());
    if (!body) {
      clearTimeout(timer);
      quote.cancel();
      $quote.set({ status: 'incomplete' });
      return;
    }
    void quote.load(async () => {
      await settle();
      return (await callChecked(calculateAdvertisementPrice, { body })).data;
    });
  }

  const maxSlots = () => {
    const state = init.$state.get();
    return state.status === 'ready' ? state.data.max_slots : AD_MAX_SLOTS;
  };
  const change = (draft: Partial<AdvertisementDraft>) => {
    form.assign(draft);
    requote();
  };
  const slots = () => form.$values.get().slots;

  return {
    init,
    form,
    $quote: $quote as ReadableAtom<QuoteState>,

    /** Loads what can be targeted, asks the first price, and follows the header's currency. */
    start(): Promise<void> {
      requote();
      stopCurrency ??= $currency.listen(() => requote());
      return init.load(async () => (await callChecked(getAdvertisementInit, {})).data);
    },
    retryInit: () => init.retry(),
    /** Asks the price again after it failed. */
    retryQuote: requote,
    setSlot(key: number, field: SlotField, value: string): void {
      change({ slots: slots().map((slot) => (slot.key === key ? { ...slot, [field]: value } : slot)) });
    },
    addSlot(): void {
      if (slots().length >= maxSlots()) return;
      change({ slots: [...slots(), emptySlot()] });
    },
    /** Removes a row; the last one stays (an advertisement has at least one slot). */
    removeSlot(key: number): void {
      if (slots().length <= 1) return;
      change({ slots: slots().filter((slot) => slot.key !== key) });
    },
    setDate(name: 'starts_on' | 'ends_on', day: string): void {
      change({ [name]: day });
    },
    /** Creates the advertisement (waiting for payment) and leaves for its checkout. */
    pay(): Promise<boolean> {
      return form.submit(async (draft) => {
        const body = advertisementBodyOf(draft);
        if (!body) return;
        const { data } = await callChecked(createAdvertisement, { body });
        go(data.url);
      });
    },
    dispose(): void {
      stopCurrency?.();
      stopCurrency = undefined;
      clearTimeout(timer);
      quote.cancel();
      init.cancel();
    },
  };
}

export type NewAdvertisement = ReturnType<typeof createNewAdvertisement>;
