import { describe, expect, it } from 'vitest';
import { checkoutSession, type Purchase } from './objects';
import { checkoutPage, escapeHtml, formatMoney } from './pages';

const purchase: Purchase = {
  productId: 'prod_1',
  productName: 'Premium <plan>',
  currency: 'eur',
  unitAmount: 2900,
  quantity: 1,
  interval: 'month',
};

const session = () =>
  checkoutSession({
    mode: 'subscription',
    customer: 'cus_1',
    customerEmail: null,
    purchase,
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/back?a=1&b=2',
    metadata: {},
    clientReferenceId: null,
    expiresAt: 0,
    locale: null,
    baseUrl: 'http://127.0.0.1:8010',
  });

describe('hosted pages', () => {
  it.each([
    [2900, 'eur', '€29.00'],
    [500, 'jpy', '¥500'],
  ])('shows %i minor units of %s as %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  it('escapes what the product sent before it reaches the page', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const page = checkoutPage(session(), purchase, null);
    expect(page).toContain('Premium &#60;plan&#62;');
    expect(page).toContain('href="http://localhost/back?a=1&#38;b=2"');
  });

  it('offers the three outcomes of a test card on an open session, with the error of the last try', () => {
    const page = checkoutPage(session(), purchase, 'Your card was declined.');
    expect(page).toContain('role="alert">Your card was declined.');
    for (const action of ['pay', 'card_declined', 'authentication_failed']) expect(page).toContain(`value="${action}"`);
    expect(page).toContain('per month');
  });

  it('says a completed session is complete and offers no buttons', () => {
    const done = { ...session(), status: 'complete' as const };
    const page = checkoutPage(done, purchase, null);
    expect(page).toContain('This payment is complete.');
    expect(page).not.toContain('<button');
  });
});
