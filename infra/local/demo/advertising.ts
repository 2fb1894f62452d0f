import type { AdvertisementRecord } from '@migralink/functions/data/advertisements';
import { advertisementPrice, daysBetween } from '@migralink/shared/prices';
import type { DemoCompany } from './company';
import { demoId } from './ids';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One paid advertisement running from a week ago for 60 days: the first
 * premium company's, for the target country of its first service (the demo's
 * search for that country shows it, marked). Seeded as paid, with its slot
 * where the search finds it.
 */
export function demoAdvertisement(companies: readonly DemoCompany[], today: Date): AdvertisementRecord | undefined {
  const company = companies.find((candidate) => candidate.profile.plan === 'premium' && candidate.services.length);
  if (!company) return undefined;
  const slots = [{ country: company.services[0]!.content.search_attributes.country, purpose: null, category: null }];
  const startsOn = dayOf(new Date(today.getTime() - 7 * DAY_MS));
  const endsOn = dayOf(new Date(today.getTime() + 52 * DAY_MS));
  const days = daysBetween(startsOn, endsOn);
  return {
    id: demoId('advertisement', company.profile.id),
    company_id: company.profile.id,
    slots,
    starts_on: startsOn,
    ends_on: endsOn,
    days,
    amount: advertisementPrice(slots.length, days),
    state: 'pending_payment',
    checkout_session_id: null,
    impressions: 0,
    clicks: 0,
    created_at: new Date(today.getTime() - 8 * DAY_MS).toISOString(),
    paid_at: null,
  };
}
