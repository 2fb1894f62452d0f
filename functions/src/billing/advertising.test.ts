import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdSlotRecord } from '#data/advertisements';
import { slotMatches, statusOf } from './advertising';

const slot = (fields: Partial<AdSlotRecord> = {}): AdSlotRecord => ({
  country: 'DE',
  purpose: null,
  category: null,
  advertisement_id: 'ad',
  company_id: 'company',
  starts_on: '2026-05-01',
  ends_on: '2026-05-31',
  ...fields,
});

describe('an advertisement', () => {
  it('is scheduled before its first day, running through its last, ended after; unpaid ones say so', () => {
    const ad = { state: 'paid' as const, starts_on: '2026-05-01', ends_on: '2026-05-31' };
    expect(statusOf(ad, '2026-04-30')).toBe('scheduled');
    expect(statusOf(ad, '2026-05-01')).toBe('running');
    expect(statusOf(ad, '2026-05-31')).toBe('running');
    expect(statusOf(ad, '2026-06-01')).toBe('ended');
    expect(statusOf({ ...ad, state: 'pending_payment' }, '2026-05-10')).toBe('pending_payment');
    expect(statusOf({ ...ad, state: 'cancelled' }, '2026-05-10')).toBe('cancelled');
  });

  it('shows for its target country on its days, narrowed by the purpose and category it names and by nothing else', () => {
    const on = '2026-05-10';
    expect(slotMatches(slot(), { country_destination_id: 'DE' }, on)).toBe(true);
    expect(slotMatches(slot(), { country_destination_id: 'DE', immigration_purpose_id: 3, category_id: 7 }, on)).toBe(
      true,
    );
    expect(slotMatches(slot(), { country_destination_id: 'FR' }, on)).toBe(false);
    expect(slotMatches(slot(), {}, on)).toBe(false);
    expect(slotMatches(slot(), { country_destination_id: 'DE' }, '2026-04-30')).toBe(false);
    expect(slotMatches(slot(), { country_destination_id: 'DE' }, '2026-06-01')).toBe(false);
    const forWork = slot({ purpose: 3, category: 7 });
    expect(slotMatches(forWork, { country_destination_id: 'DE', immigration_purpose_id: 3, category_id: 7 }, on)).toBe(
      true,
    );
    expect(
      slotMatches(forWork, { country_destination_id: 'DE', immigration_purpose_id: 3, parent_category_id: 7 }, on),
    ).toBe(true);
    expect(slotMatches(forWork, { country_destination_id: 'DE', immigration_purpose_id: 3 }, on)).toBe(false);
    expect(slotMatches(forWork, { country_destination_id: 'DE', immigration_purpose_id: 4, category_id: 7 }, on)).toBe(
      false,
    );
    expect(slotMatches(forWork, { country_destination_id: 'DE' }, on)).toBe(false);
  });

  it('matches exactly when each filter the slot names equals the search’s (a property over all filters)', () => {
    const maybeId = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
    fc.assert(
      fc.property(maybeId, maybeId, maybeId, maybeId, (purpose, category, wantedPurpose, wantedCategory) => {
        const filters = {
          country_destination_id: 'DE',
          ...(wantedPurpose === null ? {} : { immigration_purpose_id: wantedPurpose }),
          ...(wantedCategory === null ? {} : { category_id: wantedCategory }),
        };
        const expected =
          (purpose === null || purpose === wantedPurpose) && (category === null || category === wantedCategory);
        expect(slotMatches(slot({ purpose, category }), filters, '2026-05-10')).toBe(expected);
      }),
    );
  });
});
