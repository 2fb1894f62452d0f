import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { Currency } from '@migralink/shared/enums';
import { followCurrency, replacePrices, type PricedService, type PriceSlot } from './live-prices';

const slot = (priceOf: string | undefined, text: string): PriceSlot => ({ dataset: { priceOf }, textContent: text });
const priced = (uuid: string, from: number | null, to: number | null, currency: Currency): PricedService => ({
  uuid,
  price_from: from,
  price_to: to,
  currency,
});

describe('replacePrices', () => {
  it('writes the new price of each service, leaving hidden prices, unknown services and other elements alone', () => {
    const slots = [slot('a', '€100'), slot('b', 'Price on request'), slot('c', '€5'), slot(undefined, 'x')];
    const changed = replacePrices(slots, [priced('a', 110, null, 'USD'), priced('b', null, null, 'USD')], 'en');
    expect(slots.map((item) => item.textContent)).toEqual(['$110', 'Price on request', '€5', 'x']);
    expect(changed).toBe(1);
  });

  it('shows ranges in the locale', () => {
    const slots = [slot('a', '')];
    replacePrices(slots, [priced('a', 1000, 2000, 'UAH')], 'uk');
    expect(slots[0]!.textContent).toMatch(/^1\s000\s*–\s*2\s000\s*₴$/);
  });
});

describe('followCurrency', () => {
  const setup = (start: Currency, answers: Record<string, readonly PricedService[]>) => {
    const $currency = atom<Currency>(start);
    const slots = [slot('a', '€100')];
    const load = vi.fn(() => Promise.resolve(answers[$currency.get()] ?? []));
    const stop = followCurrency({ builtIn: 'EUR', $currency, load, slots: () => slots, locale: 'en' });
    return { $currency, slots, load, stop };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads nothing while the visitor keeps the currency the page was built in', async () => {
    const { load, $currency } = setup('EUR', {});
    $currency.set('EUR');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the prices in the visitor's currency, at once and after a switch", async () => {
    const answers = { USD: [priced('a', 110, null, 'USD')], GBP: [priced('a', 90, null, 'GBP')] };
    const { slots, $currency, load } = setup('USD', answers);
    await settle();
    expect(slots[0]!.textContent).toBe('$110');
    $currency.set('GBP');
    await settle();
    expect(slots[0]!.textContent).toBe('£90');
    $currency.set('EUR');
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops an answer that comes after the visitor chose another currency, or in another currency', async () => {
    const { slots, $currency } = setup('EUR', { USD: [priced('a', 110, null, 'EUR')] });
    $currency.set('USD');
    await settle();
    expect(slots[0]!.textContent).toBe('€100');

    const late = setup('EUR', { USD: [priced('a', 110, null, 'USD')] });
    late.$currency.set('USD');
    late.$currency.set('EUR');
    await settle();
    expect(late.slots[0]!.textContent).toBe('€100');
  });

  it('keeps the prices when loading fails', async () => {
    const $currency = atom<Currency>('USD');
    const slots = [slot('a', '€100')];
    followCurrency({
      builtIn: 'EUR',
      $currency,
      load: () => Promise.reject(new Error('offline')),
      slots: () => slots,
      locale: 'en',
    });
    await settle();
    expect(slots[0]!.textContent).toBe('€100');
  });
});
