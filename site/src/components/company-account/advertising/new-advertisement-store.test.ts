import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculateAdvertisementPrice, createAdvertisement, getAdvertisementInit } from '@migralink/shared/api/billing';
import type { AdvertisementQuote } from '@migralink/shared/schemas/billing';
import { useFakeApi } from '@/api/fake-api';
import { setCurrency } from '@/stores/currency';
import { addDays, advertisementBodyOf, createNewAdvertisement, type NewAdvertisement } from './new-advertisement-store';
import { ADVERTISEMENTS_INIT, advertisementOf } from './test-advertisement';

const TODAY = '2026-11-25';
const CHECKOUT = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3';

const quoteOf = (slots: number, days: number): AdvertisementQuote => ({
  total_price: 5 * slots * days,
  currency: 'EUR',
  charged_price: 5 * slots * days,
  charged_currency: 'EUR',
  days,
  slots,
  daily_rate: 5,
});

const api = useFakeApi();
/** Every store a test made: disposed after it, so none follows the currency into the next test. */
const made: NewAdvertisement[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  api.answer(getAdvertisementInit, { status: 200, body: { data: ADVERTISEMENTS_INIT } });
});
afterEach(() => {
  for (const store of made.splice(0)) store.dispose();
  vi.useRealTimers();
});

function form() {
  const options = { onSessionExpired: vi.fn(), go: vi.fn(), today: () => TODAY };
  const advertisement = createNewAdvertisement(options);
  made.push(advertisement);
  return { advertisement, ...options };
}

const quoteCalls = () => api.calls.filter((call) => call.url === calculateAdvertisementPrice.path);

describe('the new advertisement store', () => {
  it('starts with one empty slot and 30 days from today (UTC), and asks no price until a country is chosen', async () => {
    const { advertisement } = form();
    await advertisement.start();
    expect(advertisement.form.$values.get()).toMatchObject({
      slots: [{ country: '', purpose: '', category: '' }],
      starts_on: TODAY,
      ends_on: '2026-12-24',
    });
    expect(advertisement.init.$state.get()).toMatchObject({ status: 'ready', data: { max_slots: 3 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(advertisement.$quote.get()).toEqual({ status: 'incomplete' });
    expect(quoteCalls()).toHaveLength(0);
  });

  it("asks the server's price once the form stays still, and shows only the latest answer", async () => {
    api.answer(calculateAdvertisementPrice, (call) => {
      const body = call.body as { slots: unknown[] };
      return { status: 200, body: { data: quoteOf(body.slots.length, 30) } };
    });
    const { advertisement } = form();
    await advertisement.start();
    const [row] = advertisement.form.$values.get().slots;
    advertisement.setSlot(row!.key, 'country', 'DE');
    advertisement.setSlot(row!.key, 'purpose', '3');
    advertisement.addSlot();
    const second = advertisement.form.$values.get().slots[1]!;
    advertisement.setSlot(second.key, 'country', 'PL');
    expect(advertisement.$quote.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(300);

    expect(quoteCalls()).toHaveLength(1);
    expect(quoteCalls()[0]!.body).toEqual({
      slots: [
        { country: 'DE', purpose: 3, category: null },
        { country: 'PL', purpose: null, category: null },
      ],
      starts_on: TODAY,
      ends_on: '2026-12-24',
    });
    expect(advertisement.$quote.get()).toEqual({ status: 'ready', data: quoteOf(2, 30) });
  });

  it('asks again when the currency changes', async () => {
    api.answer(calculateAdvertisementPrice, { status: 200, body: { data: quoteOf(1, 30) } });
    const { advertisement } = form();
    await advertisement.start();
    advertisement.setSlot(advertisement.form.$values.get().slots[0]!.key, 'country', 'DE');
    await vi.advanceTimersByTimeAsync(300);
    setCurrency('USD');
    await vi.advanceTimersByTimeAsync(300);
    expect(quoteCalls().map((call) => call.headers['X-Currency'])).toEqual(['EUR', 'USD']);
    advertisement.dispose();
    setCurrency('EUR');
    await vi.advanceTimersByTimeAsync(300);
    expect(quoteCalls()).toHaveLength(2);
  });

  it("shows the price request's refusal (an end before the start) as its failure", async () => {
    api.answer(calculateAdvertisementPrice, {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        code: 422,
        errors: { ends_on: ['The end date must not be earlier than the start date.'] },
      },
    });
    const { advertisement } = form();
    await advertisement.start();
    advertisement.setSlot(advertisement.form.$values.get().slots[0]!.key, 'country', 'DE');
    advertisement.setDate('ends_on', '2026-11-20');
    await vi.advanceTimersByTimeAsync(300);
    expect(advertisement.$quote.get()).toMatchObject({ status: 'failed' });
  });

  it('keeps at least one slot and at most max_slots', async () => {
    const { advertisement } = form();
    await advertisement.start();
    const only = advertisement.form.$values.get().slots[0]!.key;
    advertisement.removeSlot(only);
    expect(advertisement.form.$values.get().slots).toHaveLength(1);
    for (let index = 0; index < 5; index += 1) advertisement.addSlot();
    expect(advertisement.form.$values.get().slots).toHaveLength(3);
    advertisement.removeSlot(only);
    expect(advertisement.form.$values.get().slots.map((slot) => slot.key)).not.toContain(only);
  });

  it('does not send a slot without a country: the slots are marked required', async () => {
    const { advertisement, go } = form();
    await advertisement.start();
    expect(await advertisement.pay()).toBe(false);
    expect(advertisement.form.request.$state.get().problems.fields).toEqual({
      slots: { key: 'errors.field.required' },
    });
    expect(api.calls.filter((call) => call.url === createAdvertisement.path)).toHaveLength(0);
    expect(go).not.toHaveBeenCalled();
  });

  it('pays: creates the advertisement and goes to its checkout', async () => {
    api.answer(calculateAdvertisementPrice, { status: 200, body: { data: quoteOf(1, 30) } });
    api.answer(createAdvertisement, {
      status: 201,
      body: { data: { advertisement: advertisementOf({ status: 'pending_payment' }), url: CHECKOUT } },
    });
    const { advertisement, go } = form();
    await advertisement.start();
    advertisement.setSlot(advertisement.form.$values.get().slots[0]!.key, 'country', 'DE');
    expect(await advertisement.pay()).toBe(true);
    expect(go).toHaveBeenCalledExactlyOnceWith(CHECKOUT);
  });

  it("shows the API's field errors at their fields", async () => {
    api.answer(calculateAdvertisementPrice, { status: 200, body: { data: quoteOf(1, 30) } });
    api.answer(createAdvertisement, {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        code: 422,
        errors: {
          starts_on: ['The advertisement cannot start in the past (dates are in UTC).'],
          'slots.1': ['Two slots say the same.'],
        },
      },
    });
    const { advertisement, go } = form();
    await advertisement.start();
    advertisement.setSlot(advertisement.form.$values.get().slots[0]!.key, 'country', 'DE');
    expect(await advertisement.pay()).toBe(false);
    expect(advertisement.form.request.$state.get().problems.fields).toEqual({
      starts_on: { text: 'The advertisement cannot start in the past (dates are in UTC).' },
      slots: { text: 'Two slots say the same.' },
    });
    expect(go).not.toHaveBeenCalled();
  });

  it("shows why a purchase is refused in the API's words (a company not public, another one waiting for payment)", async () => {
    api.answer(calculateAdvertisementPrice, { status: 200, body: { data: quoteOf(1, 30) } });
    const why = 'Another advertisement is waiting for payment. Pay for it, or buy a new one in 30 minutes.';
    api.answer(createAdvertisement, { status: 409, body: { message: why, code: 409, error_code: 'conflict' } });
    const { advertisement, go } = form();
    await advertisement.start();
    advertisement.setSlot(advertisement.form.$values.get().slots[0]!.key, 'country', 'DE');
    expect(await advertisement.pay()).toBe(false);
    expect(advertisement.form.request.$state.get().problems.general).toEqual({ text: why });
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the body of an advertisement', () => {
  it('is sent only when every slot has a country and both dates are set', () => {
    const slot = { key: 1, country: 'DE', purpose: '', category: '101' };
    expect(advertisementBodyOf({ slots: [slot], starts_on: TODAY, ends_on: TODAY })).toEqual({
      slots: [{ country: 'DE', purpose: null, category: 101 }],
      starts_on: TODAY,
      ends_on: TODAY,
    });
    expect(
      advertisementBodyOf({ slots: [{ ...slot, country: '' }], starts_on: TODAY, ends_on: TODAY }),
    ).toBeUndefined();
    expect(advertisementBodyOf({ slots: [slot], starts_on: '', ends_on: TODAY })).toBeUndefined();
  });

  it('counts UTC days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays(TODAY, 29)).toBe('2026-12-24');
  });
});
