import { describe, expect, it } from 'vitest';
import {
  calculateSubscriptionPrice,
  getSubscriptionsInit,
  listCompanySubscriptions,
  openBillingPortal,
  settleCheckout,
  startSubscriptionCheckout,
} from '@migralink/shared/api/billing';
import { publishService } from '@migralink/shared/api/service-account';
import { SUBSCRIPTION_PACKAGES } from '@migralink/shared/enums';
import { planPrice } from '@migralink/shared/prices';
import { catalogueReference } from '#reference/lists';
import { getCompanyProfile } from '#data/companies';
import { setCompanyPublished } from '#data/moderation';
import { serviceContentFixture, serviceMetaFixture } from '#data/fixtures';
import { listCompanyServices, putApprovedService } from '#data/services';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { mailsTo } from '#testing/mailbox';
import {
  buyPlan,
  checkoutBehindTheClaim,
  deliverAll,
  eventsAbout,
  expireCheckout,
  payCheckout,
  payingCompany,
  sessionIdOf,
  subscriptionAction,
  subscriptionIdIn,
} from '#testing/payments';
import { stripe } from '#lib/stripe';

const planOf = async (companyId: string) => (await getCompanyProfile(companyId, true))?.plan;

describe('GET /v1/account/subscriptions/init and the price', () => {
  it('offers the three plans with their limits and features, priced per period in the caller’s currency and in EUR', async () => {
    const payer = await payingCompany();
    const { data } = await callOk(getSubscriptionsInit, { headers: { 'x-currency': 'USD' } }, payer);
    expect(data.packages.map((offer) => offer.id)).toEqual([...SUBSCRIPTION_PACKAGES]);
    const [basic, pro, premium] = data.packages;
    expect(basic).toMatchObject({ limits: { published_services: 1, locales: 1, lead_exports: false }, prices: [] });
    expect(premium!.limits).toEqual({ published_services: null, locales: null, lead_exports: true });
    expect(premium!.features).toContain('certificate');
    const usd = (await catalogueReference()).currencies.find((currency) => currency.code === 'USD')!.rate;
    expect(pro!.prices).toEqual([
      {
        period: 'month',
        total_price: Math.round(4900 * usd) / 100,
        currency: 'USD',
        charged_price: 49,
        charged_currency: 'EUR',
      },
      {
        period: 'year',
        total_price: Math.round(49000 * usd) / 100,
        currency: 'USD',
        charged_price: 490,
        charged_currency: 'EUR',
      },
    ]);
    expect(data.current).toEqual({
      package: 'basic',
      period: null,
      status: null,
      current_period_end: null,
      cancel_at_period_end: false,
      billing: false,
    });
  });

  it('computes every price on the server: a price in the body is ignored, an unknown or free plan refused', async () => {
    const payer = await payingCompany();
    for (const plan of ['pro', 'premium'] as const) {
      for (const period of ['month', 'year'] as const) {
        const { data } = await callOk(calculateSubscriptionPrice, { body: { package: plan, period } }, payer);
        expect(data).toEqual({
          total_price: planPrice(plan, period) / 100,
          currency: 'EUR',
          charged_price: planPrice(plan, period) / 100,
          charged_currency: 'EUR',
        });
      }
    }
    const basic = await callRoute(
      calculateSubscriptionPrice,
      { raw: { body: { package: 'basic', period: 'month' } } },
      payer,
    );
    expectStatus(basic, 422);
    // A price the client names is no part of the contract: the answer is the server's.
    const priced = await callOk(
      calculateSubscriptionPrice,
      { raw: { body: { package: 'pro', period: 'month', total_price: 1, charged_price: 1 } } },
      payer,
    );
    expect(priced.data.charged_price).toBe(49);
  });
});

describe('buying a plan', () => {
  it('pays at Stripe’s checkout, the webhook sets the plan, the history shows it, the owner is mailed in their language', async () => {
    const payer = await payingCompany('basic', 'ru');
    const { url, events } = await buyPlan(payer, 'pro', 'year');
    expect(new URL(url).origin).toBe(new URL(process.env.STRIPE_API_URL!).origin);
    expect(await planOf(payer.companyId)).toBe('basic');

    await deliverAll(events);
    expect(await planOf(payer.companyId)).toBe('pro');
    const { data, meta } = await callOk(listCompanySubscriptions, {}, payer);
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 1 });
    expect(data[0]).toMatchObject({
      package: 'pro',
      period: 'year',
      status: 'active',
      amount: 490,
      currency: 'EUR',
      cancel_at_period_end: false,
      invoice_url: expect.stringMatching(/^http/),
    });
    const yearLater = Date.parse(data[0]!.current_period_end!) - Date.parse(data[0]!.current_period_start!);
    expect(yearLater / 86_400_000).toBeGreaterThanOrEqual(365);
    const init = await callOk(getSubscriptionsInit, {}, payer);
    expect(init.data.current).toMatchObject({ package: 'pro', period: 'year', status: 'active', billing: true });

    const mails = await mailsTo(payer.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Оплата получена')]);
    expect(mails[0]!.body.text).toContain('Харбор Релокейшн');
    expect(mails[0]!.body.text).toMatch(/490,00\s€/);
  });

  it('settles at once on the return from checkout, before any webhook; the webhook then changes nothing', async () => {
    const payer = await payingCompany();
    const { url, events } = await buyPlan(payer, 'premium');
    const back = await callOk(settleCheckout, { body: { session_id: sessionIdOf(url) } }, payer);
    expect(back.data).toEqual({ kind: 'subscription', paid: true, plan: 'premium', advertisement_id: null });
    expect(await planOf(payer.companyId)).toBe('premium');
    await deliverAll(events);
    expect(await planOf(payer.companyId)).toBe('premium');
    expect((await callOk(listCompanySubscriptions, {}, payer)).data).toHaveLength(1);
    // The invoice's mail belongs to the webhook's event: exactly one.
    expect(await mailsTo(payer.user.email)).toHaveLength(1);
  });

  it('answers an unpaid checkout as not paid, and changes nothing', async () => {
    const payer = await payingCompany();
    const { data } = await callOk(startSubscriptionCheckout, { body: { package: 'pro', period: 'month' } }, payer);
    const back = await callOk(settleCheckout, { body: { session_id: sessionIdOf(data.url) } }, payer);
    expect(back.data).toEqual({ kind: 'subscription', paid: false, plan: 'basic', advertisement_id: null });
  });

  it('comes back to the account screen the purchase started from, and to the tariffs saying so when left unpaid', async () => {
    const payer = await payingCompany('basic', 'uk');
    const returnTo = '/uk/admin/services/create-service/?uuid=0b6c&step=5';
    const body = { package: 'pro', period: 'month', return_to: returnTo } as const;
    const { data } = await callOk(startSubscriptionCheckout, { body }, { ...payer, locale: 'uk' });
    const session = await (await stripe()).checkout.sessions.retrieve(sessionIdOf(data.url));
    const paid = new URL(session.success_url!.replace('{CHECKOUT_SESSION_ID}', 'cs_x'));
    expect(paid.pathname).toBe('/uk/admin/subscriptions/');
    expect(paid.searchParams.get('session_id')).toBe('cs_x');
    expect(paid.searchParams.get('return_to')).toBe(returnTo);
    const left = new URL(session.cancel_url!);
    expect(left.pathname).toBe('/uk/tariffs/');
    expect(left.searchParams.get('checkout')).toBe('cancelled');
    expect(left.searchParams.get('return_to')).toBe(returnTo);
    expect(left.origin).toBe(paid.origin);
  });

  it.each([
    'https://evil.example/uk/admin/',
    '//evil.example/uk/admin/',
    '/\\evil.example/uk/admin/',
    '/uk/admin/../../evil',
    '/uk/tariffs/',
    '/uk/admin/services/#x',
    'javascript:alert(1)',
  ])(
    'refuses %s as the page to come back to (422, in the caller’s language), opening no checkout',
    async (returnTo) => {
      const payer = await payingCompany('basic', 'ru');
      const answer = await callRoute(
        startSubscriptionCheckout,
        { body: { package: 'pro', period: 'month', return_to: returnTo } },
        { ...payer, locale: 'ru' },
      );
      expectStatus(answer, 422);
      expect(JSON.stringify(answer.body)).toContain('Страница для возврата');
      const { data } = await callOk(startSubscriptionCheckout, { body: { package: 'premium', period: 'year' } }, payer);
      expect(
        new URL((await (await stripe()).checkout.sessions.retrieve(sessionIdOf(data.url))).cancel_url!).search,
      ).toBe('?checkout=cancelled');
    },
  );

  it('refuses a second checkout while a plan is paid for (409), and opens the billing portal then, not before', async () => {
    const payer = await payingCompany();
    expectStatus(await callRoute(openBillingPortal, {}, payer), 404);
    await deliverAll((await buyPlan(payer)).events);
    const again = await callRoute(startSubscriptionCheckout, { body: { package: 'premium', period: 'month' } }, payer);
    expectStatus(again, 409);
    expect(again.body.message).toMatch(/billing/);
    const portal = await callOk(openBillingPortal, {}, payer);
    expect(portal.data.url).toMatch(/^http/);
  });

  it('opens one checkout at a time: of two started together one is 409, the same plan answers the open one, an expired one frees it', async () => {
    const payer = { ...(await payingCompany('basic', 'uk')), locale: 'uk' as const };
    const choices = [
      { package: 'pro', period: 'month' },
      { package: 'premium', period: 'year' },
    ] as const;
    const answers = await Promise.all(choices.map((body) => callRoute(startSubscriptionCheckout, { body }, payer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.findIndex((answer) => answer.status === 200);
    const url = (answers[won]!.body as { data: { url: string } }).data.url;
    expect(answers[1 - won]!.body).toEqual({
      code: 409,
      error_code: 'conflict',
      message: 'Вже відкрито оплату іншого тарифу. Завершіть її або почніть знову через 30 хвилин, коли вона спливе.',
    });
    // The same plan and period again is the open session, not a second one; another is still refused.
    const again = await callOk(startSubscriptionCheckout, { body: choices[won]! }, payer);
    expect(again.data.url).toBe(url);
    expectStatus(await callRoute(startSubscriptionCheckout, { body: choices[1 - won]! }, payer), 409);
    // Once it expired (its event), another plan may be bought.
    await deliverAll(await expireCheckout(url));
    const next = await callOk(startSubscriptionCheckout, { body: choices[1 - won]! }, payer);
    await deliverAll(await payCheckout(next.data.url));
    expect(await planOf(payer.companyId)).toBe(choices[1 - won]!.package);
  });

  it("never settles another company's checkout, nor shows another company's subscriptions", async () => {
    const [owner, other] = [await payingCompany(), await payingCompany()];
    const { url, events } = await buyPlan(owner);
    expectStatus(await callRoute(settleCheckout, { body: { session_id: sessionIdOf(url) } }, other), 404);
    expectStatus(await callRoute(settleCheckout, { body: { session_id: 'cs_test_nothing_here' } }, owner), 404);
    await deliverAll(events);
    expect((await callOk(listCompanySubscriptions, {}, other)).data).toEqual([]);
    expect(await planOf(other.companyId)).toBe('basic');
  });
});

describe('when a subscription changes at Stripe', () => {
  it('keeps the plan through a failed renewal (mailed), and renews it with a new invoice mailed', async () => {
    const payer = await payingCompany();
    const bought = await buyPlan(payer);
    await deliverAll(bought.events);
    await deliverAll(await subscriptionAction(bought.subscriptionId, 'fail-renewal'));
    expect(await planOf(payer.companyId)).toBe('pro');
    expect((await callOk(listCompanySubscriptions, {}, payer)).data[0]!.status).toBe('past_due');
    await deliverAll(await subscriptionAction(bought.subscriptionId, 'renew'));
    expect((await callOk(listCompanySubscriptions, {}, payer)).data[0]!.status).toBe('active');
    const subjects = (await mailsTo(payer.user.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      expect.stringContaining('Payment received'),
      expect.stringContaining('Payment failed'),
      expect.stringContaining('Payment received'),
    ]);
  });

  it('returns an ended plan to basic, keeps the oldest services within the limit, unpublishes (never deletes) the rest and mails their names', async () => {
    const payer = await payingCompany();
    await deliverAll((await buyPlan(payer)).events.filter((event) => event.type !== 'invoice.paid'));
    expect(await planOf(payer.companyId)).toBe('pro');
    // Now on pro, the company publishes three services.
    const published = await payingServices(payer.companyId, 3);
    const bought = (await callOk(listCompanySubscriptions, {}, payer)).data[0]!;

    await deliverAll(await subscriptionAction(bought.id, 'end'));
    expect(await planOf(payer.companyId)).toBe('basic');
    const services = await listCompanyServices(payer.companyId, true);
    expect(services).toHaveLength(3);
    const shown = services.filter((service) => service.meta.published).map((service) => service.meta.id);
    expect(shown).toEqual([published[0]]);
    expect((await getCompanyProfile(payer.companyId, true))?.published_services).toBe(1);
    const ended = (await mailsTo(payer.user.email)).at(-1)!;
    expect(ended.subject).toContain('has ended');
    expect(ended.body.text).toContain('Service 2');
    expect(ended.body.text).toContain('Service 3');
    expect(ended.body.text).not.toContain('Service 1');
  });
});

describe('two plans held at once', () => {
  it('cancels the newer subscription at Stripe, refunds it, mails the owner in their language, and keeps the first plan', async () => {
    const payer = await payingCompany('basic', 'ru');
    const first = await buyPlan(payer, 'pro', 'month');
    // A second checkout past the claim (one whose claim ran out), paid before any webhook came.
    const second = await payCheckout(await checkoutBehindTheClaim(payer, 'premium', 'year'));
    const secondId = subscriptionIdIn(second);
    // Delivered newest first: whichever event finds two held, the same one is kept.
    await deliverAll(second);
    await deliverAll(first.events);

    const client = await stripe();
    const [kept, duplicate] = await Promise.all(
      [first.subscriptionId, secondId].map((id) => client.subscriptions.retrieve(id)),
    );
    const newer = [kept!, duplicate!].sort((a, b) => b.created - a.created || b.id.localeCompare(a.id))[0]!;
    const older = newer === kept ? duplicate! : kept!;
    expect(newer.status).toBe('canceled');
    expect(older.status).toBe('active');
    const invoice = await client.invoices.retrieve(String(newer.latest_invoice), { expand: ['payments'] });
    const paymentIntent = String(invoice.payments!.data[0]!.payment.payment_intent);
    const refunds = await client.refunds.list({ payment_intent: paymentIntent });
    expect(refunds.data).toEqual([
      expect.objectContaining({ amount: invoice.amount_paid, reason: 'duplicate', status: 'succeeded' }),
    ]);

    // Stripe's own events of the cancel and the refund, delivered (twice) after, change nothing more.
    const later = [
      ...(await eventsAbout('customer.subscription.deleted', newer.id)),
      ...(await eventsAbout('refund.created', refunds.data[0]!.id)),
    ];
    await deliverAll(later);
    await deliverAll(later);
    const olderPlan = older.metadata.package as 'pro' | 'premium';
    expect(await planOf(payer.companyId)).toBe(olderPlan);
    const listed = (await callOk(listCompanySubscriptions, {}, payer)).data;
    expect(Object.fromEntries(listed.map((subscription) => [subscription.id, subscription.status]))).toEqual({
      [older.id]: 'active',
      [newer.id]: 'canceled',
    });
    expect((await client.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
    const subjects = (await mailsTo(payer.user.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('отменён, деньги возвращены'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.includes('закончился'))).toEqual([]);
    const mail = (await mailsTo(payer.user.email)).find((each) => each.subject.includes('отменён'))!;
    expect(mail.body.text).toContain('Харбор Релокейшн');
    expect(mail.body.text).toMatch(new RegExp(newer === duplicate ? '1\\s?490,00\\s€' : '49,00\\s€'));
  });
});

describe('limits while the plan changes', () => {
  it('never leaves more services published than the plan allows when publishes race the end of a subscription', async () => {
    for (let round = 0; round < 3; round += 1) {
      const payer = await payingCompany();
      // Off the public lists: the racing publishes' reindexes must not leave a stale rank in lists other tests read.
      await setCompanyPublished(payer.companyId, false, new Date().toISOString());
      const bought = await buyPlan(payer);
      await deliverAll(bought.events);
      const waiting = await approvedServices(payer.companyId, 6);
      const ended = await subscriptionAction(bought.subscriptionId, 'end');
      // Six publishes bound to pro and the end of pro, all at once.
      const answers = await Promise.all([
        ...waiting.map((id) => callRoute(publishService, { params: { id } }, payer)),
        deliverAll(ended).then(() => undefined),
      ]);
      for (const answer of answers) if (answer) expect([200, 403, 409]).toContain(answer.status);
      expect(await planOf(payer.companyId)).toBe('basic');
      const services = await listCompanyServices(payer.companyId, true);
      const shown = services.filter((service) => service.meta.published).length;
      expect(shown).toBeLessThanOrEqual(1);
      expect((await getCompanyProfile(payer.companyId, true))?.published_services).toBe(shown);
    }
  });
});

/** `count` approved services of a company, none published yet, created a day apart. */
async function approvedServices(companyId: string, count: number): Promise<string[]> {
  const metas = Array.from({ length: count }, (_, index) =>
    serviceMetaFixture(companyId, {
      published: false,
      created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    }),
  );
  for (const meta of metas) await putApprovedService(meta, serviceContentFixture());
  return metas.map((meta) => meta.id);
}

/** Puts `count` published services (a day apart, oldest first) on a company, counted on its profile. */
async function payingServices(companyId: string, count: number): Promise<string[]> {
  const { setServicePublished } = await import('#data/moderation');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const meta = serviceMetaFixture(companyId, {
      published: false,
      created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    });
    await putApprovedService(meta, serviceContentFixture({ name: { en: `Service ${index + 1}` } }));
    await setServicePublished({ kind: 'service', companyId, serviceId: meta.id }, true, new Date().toISOString(), {
      plan: 'pro',
      publishedServices: 10,
    });
    ids.push(meta.id);
  }
  return ids;
}
