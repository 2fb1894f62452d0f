import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import { advertisementPrice, AD_DAILY_RATE, daysBetween, utcToday } from '@migralink/shared/prices';
import type { AdStatus, Advertisement, AdvertisementBody } from '@migralink/shared/schemas/billing';
import type { SearchFilters } from '@migralink/shared/schemas/catalogue';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { slotsOfCountry, type AdSlot, type AdSlotRecord, type AdvertisementRecord } from '#data/advertisements';
import { ValidationError } from '#http/errors';
import { catalogueReference, namesIn, type CatalogueReference } from '#reference/lists';
import * as commonRules from '@migralink/shared/schemas/rules/common';

/**
 * Advertisements: a company buys placement for filter slots and UTC days
 * (docs/product.md, "Advertising"); once paid, the search shows it for those filters on
 * those days, at most three at a time, fairly rotated.
 */

/** Advertisements shown with one page of results (docs/product.md, "Advertising"). */
export const ADS_PER_PAGE = 3;

/**
 * The slots as stored, each of the reference data (unknown ones are 422 at
 * their field) and without empty filters.
 */
export function checkedSlots(body: AdvertisementBody, reference: CatalogueReference, locale: Locale): AdSlot[] {
  const countries = new Set(reference.countries.map((country) => country.code));
  const purposes = new Set(reference.purposes.map((purpose) => purpose.id));
  const categories = new Set(reference.categories.map((category) => category.id));
  const errors: Record<string, string[]> = {};
  const unknown = (field: string) => (errors[field] = [ruleMessage(commonRules.unknownReference, locale)]);
  const slots = body.slots.map((slot, index) => {
    if (!countries.has(slot.country)) unknown(`slots.${index}.country`);
    if (slot.purpose != null && !purposes.has(slot.purpose)) unknown(`slots.${index}.purpose`);
    if (slot.category != null && !categories.has(slot.category)) unknown(`slots.${index}.category`);
    return { country: slot.country, purpose: slot.purpose ?? null, category: slot.category ?? null };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return slots;
}

/** What an advertisement costs and lasts, computed here only: daily rate × days × slots, EUR cents. */
export function advertisementTerms(body: AdvertisementBody) {
  const days = daysBetween(body.starts_on, body.ends_on);
  return {
    days,
    slots: body.slots.length,
    amount: advertisementPrice(body.slots.length, days),
    dailyRate: AD_DAILY_RATE,
  };
}

/** A new advertisement waiting for payment. */
export function newAdvertisement(companyId: string, slots: AdSlot[], body: AdvertisementBody): AdvertisementRecord {
  const { days, amount } = advertisementTerms(body);
  return {
    id: randomUUID(),
    company_id: companyId,
    slots,
    starts_on: body.starts_on,
    ends_on: body.ends_on,
    days,
    amount,
    state: 'pending_payment',
    checkout_session_id: null,
    impressions: 0,
    clicks: 0,
    created_at: new Date().toISOString(),
    paid_at: null,
  };
}

/** Where a paid advertisement stands on `today`: its dates tell scheduled, running or ended. */
export function statusOf(ad: Pick<AdvertisementRecord, 'state' | 'starts_on' | 'ends_on'>, today: string): AdStatus {
  if (ad.state !== 'paid') return ad.state;
  if (today < ad.starts_on) return 'scheduled';
  return today <= ad.ends_on ? 'running' : 'ended';
}

/** An advertisement as its company sees it, filters named in the caller's language. */
export async function presentAdvertisement(ad: AdvertisementRecord, locale: Locale): Promise<Advertisement> {
  const names = namesIn(await catalogueReference(), locale);
  const named = <T extends string | number>(id: T | null, name: (id: T) => string | null) =>
    id === null ? null : { id, name: name(id) ?? String(id) };
  return {
    id: ad.id,
    slots: ad.slots.map((slot) => ({
      country: { id: slot.country, name: names.country(slot.country) ?? slot.country },
      purpose: named(slot.purpose, names.purpose),
      category: named(slot.category, names.category),
    })),
    starts_on: ad.starts_on,
    ends_on: ad.ends_on,
    days: ad.days,
    status: statusOf(ad, utcToday()),
    total_price: ad.amount / 100,
    currency: 'EUR',
    impressions: ad.impressions ?? 0,
    clicks: ad.clicks ?? 0,
    created_at: ad.created_at,
  };
}

/** Whether a paid slot is for these filters today: its country, and its purpose and category when it names them. */
export function slotMatches(slot: AdSlotRecord, filters: SearchFilters, today: string): boolean {
  const category = filters.category_id ?? filters.parent_category_id;
  return (
    slot.starts_on <= today &&
    today <= slot.ends_on &&
    slot.country === filters.country_destination_id &&
    (slot.purpose === null || slot.purpose === filters.immigration_purpose_id) &&
    (slot.category === null || slot.category === category)
  );
}

/**
 * The advertisements to show with a search's results: the running ones for
 * its filters, one per company, three of them drawn at random when more run,
 * so that each is shown equally often over many searches. One Query (the
 * target country's slots); none without a target country.
 */
export async function advertisementsFor(
  filters: SearchFilters,
  random: () => number = Math.random,
): Promise<{ advertisementId: string; companyId: string }[]> {
  if (!filters.country_destination_id) return [];
  const today = utcToday();
  const slots = (await slotsOfCountry(filters.country_destination_id, today)).filter((slot) =>
    slotMatches(slot, filters, today),
  );
  const byCompany = new Map<string, { advertisementId: string; companyId: string }[]>();
  for (const slot of slots) {
    const ads = byCompany.get(slot.company_id) ?? [];
    if (!ads.some((ad) => ad.advertisementId === slot.advertisement_id)) {
      ads.push({ advertisementId: slot.advertisement_id, companyId: slot.company_id });
    }
    byCompany.set(slot.company_id, ads);
  }
  const candidates = [...byCompany.values()].map((ads) => ads[Math.floor(random() * ads.length)]!);
  return shuffled(candidates, random).slice(0, ADS_PER_PAGE);
}

/** Fisher–Yates: every order equally likely. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
