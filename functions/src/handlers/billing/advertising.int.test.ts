import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  calculateAdvertisementPrice,
  createAdvertisement,
  getAdvertisementInit,
  listCompanyAdvertisements,
  recordAdvertisementEvents,
  settleCheckout,
} from '@migralink/shared/api/billing';
import { search } from '@migralink/shared/api/catalogue';
import { utcToday } from '@migralink/shared/prices';
import type { AdvertisementBody } from '@migralink/shared/schemas/billing';
import { RATE_LIMITS } from '#http/limits';
import { catalogueReference } from '#reference/lists';
import { putApprovedCompany } from '#data/companies';
import { companyContentFixture, companyProfileFixture } from '#data/fixtures';
import { signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus } from '#testing/call';
import { deliverAll, expireCheckout, payCheckout, payingCompany, sessionIdOf, type Payer } from '#testing/payments';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Buys and pays an advertisement; answers it, its checkout's address and the events Stripe would deliver. */
async function buyAdvertisement(payer: Payer, body: AdvertisementBody) {
  const { data } = await callOk(createAdvertisement, { body }, payer);
  const events = await payCheckout(data.url);
  return { ...data, events };
}

/** The impressions and clicks of the company's newest advertisement, as its list shows them. */
const countsOf = async (payer: Payer) => (await callOk(listCompanyAdvertisements, {}, payer)).data[0]!;
/** A page view's id, as the browser draws it. */
const newView = () => randomBytes(16).toString('base64url');

const searchFor = (query: Record<string, string | number>) =>
  callOk(search, { query: query as never }).then(({ data }) => data.advertisement);

describe('GET /v1/account/advertisement/init and the price', () => {
  it('names what can be targeted in the caller’s language, with the daily rate per slot and the limits', async () => {
    const payer = await payingCompany();
    const { data } = await callOk(getAdvertisementInit, {}, { ...payer, locale: 'ru' });
    expect(data).toMatchObject({ daily_rate: 5, charged_daily_rate: 5, currency: 'EUR', max_days: 365, max_slots: 10 });
    expect(data.countries.find((country) => country.id === 'DE')?.name).toBe('Германия');
    expect(data.immigration_purposes.find((purpose) => purpose.id === 1)?.name).toBe('Работа');
    expect(data.categories.length).toBeGreaterThan(10);
  });

  it('prices daily rate × days × slots on the server, in the caller’s currency and in EUR', async () => {
    const payer = await payingCompany();
    const body = {
      slots: [{ country: 'DE' }, { country: 'DE', purpose: 1 }, { country: 'PT', purpose: 2, category: null }],
      starts_on: inDays(1),
      ends_on: inDays(30),
    };
    const { data } = await callOk(calculateAdvertisementPrice, { body, headers: { 'x-currency': 'UAH' } }, payer);
    const uah = (await catalogueReference()).currencies.find((currency) => currency.code === 'UAH')!.rate;
    expect(data).toEqual({
      total_price: Math.round(45_000 * uah) / 100,
      currency: 'UAH',
      charged_price: 450,
      charged_currency: 'EUR',
      days: 30,
      slots: 3,
      daily_rate: Math.round(500 * uah) / 100,
    });
  });

  it('refuses unknown filters at their field, dates in the past or over 365 days, and the same slot twice', async () => {
    const payer = await payingCompany();
    const at = (body: unknown) => callRoute(calculateAdvertisementPrice, { raw: { body } }, payer);
    const today = utcToday();
    expectInvalid(
      await at({ slots: [{ country: 'DE', purpose: 999_999 }], starts_on: today, ends_on: today }),
      'slots.0.purpose',
    );
    expectInvalid(await at({ slots: [{ country: 'XX' }], starts_on: today, ends_on: today }), 'slots.0.country');
    expectInvalid(await at({ slots: [{ country: 'DE' }], starts_on: inDays(-1), ends_on: today }), 'starts_on');
    expectInvalid(await at({ slots: [{ country: 'DE' }], starts_on: today, ends_on: inDays(365) }), 'ends_on');
    expectInvalid(
      await at({ slots: [{ country: 'DE' }, { country: 'DE' }], starts_on: today, ends_on: today }),
      'slots',
    );
    const ru = await callRoute(
      calculateAdvertisementPrice,
      { raw: { body: { slots: [{ country: 'DE' }], starts_on: inDays(-1), ends_on: today } } },
      { ...payer, locale: 'ru' },
    );
    expect((ru.body as { errors: Record<string, string[]> }).errors.starts_on).toEqual([
      'Реклама не может начинаться в прошлом (даты по UTC).',
    ]);
  });
});

describe('buying an advertisement', () => {
  it('waits for payment, runs once paid (return page first, then the webhook changes nothing), and shows marked in the search for its filters only', async () => {
    const payer = await payingCompany('pro');
    const body = { slots: [{ country: 'PT', purpose: 2 }], starts_on: utcToday(), ends_on: inDays(9) };
    const { data } = await callOk(createAdvertisement, { body }, payer);
    expect(data.advertisement).toMatchObject({ status: 'pending_payment', days: 10, total_price: 50, impressions: 0 });
    expect(await searchFor({ country_destination_id: 'PT', immigration_purpose_id: 2 })).not.toContainEqual(
      expect.objectContaining({ advertisement_id: data.advertisement.id }),
    );

    const events = await payCheckout(data.url);
    const back = await callOk(settleCheckout, { body: { session_id: sessionIdOf(data.url) } }, payer);
    expect(back.data).toEqual({
      kind: 'advertisement',
      paid: true,
      plan: 'pro',
      advertisement_id: data.advertisement.id,
    });
    await deliverAll(events);
    const listed = await callOk(listCompanyAdvertisements, {}, payer);
    expect(listed.meta.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ id: data.advertisement.id, status: 'running' });

    const shown = await searchFor({ country_destination_id: 'PT', immigration_purpose_id: 2 });
    expect(shown).toContainEqual(
      expect.objectContaining({ uuid: payer.companyId, advertisement_id: data.advertisement.id }),
    );
    const ours = (ads: { advertisement_id: string }[]) =>
      ads.filter((ad) => ad.advertisement_id === data.advertisement.id);
    expect(ours(await searchFor({ country_destination_id: 'PT', immigration_purpose_id: 1 }))).toEqual([]);
    expect(ours(await searchFor({ country_destination_id: 'PT' }))).toEqual([]);
    expect(ours(await searchFor({ country_destination_id: 'ES', immigration_purpose_id: 2 }))).toEqual([]);
  });

  it('schedules an advertisement that starts later, and cancels one whose checkout expired unpaid', async () => {
    const payer = await payingCompany();
    const later = await buyAdvertisement(payer, {
      slots: [{ country: 'NO' }],
      starts_on: inDays(5),
      ends_on: inDays(6),
    });
    await deliverAll(later.events);
    expect(await searchFor({ country_destination_id: 'NO' })).not.toContainEqual(
      expect.objectContaining({ advertisement_id: later.advertisement.id }),
    );
    const { data } = await callOk(
      createAdvertisement,
      { body: { slots: [{ country: 'NO' }], starts_on: utcToday(), ends_on: utcToday() } },
      payer,
    );
    await deliverAll(await expireCheckout(data.url));
    const statuses = (await callOk(listCompanyAdvertisements, {}, payer)).data.map((ad) => [ad.id, ad.status]);
    expect(statuses).toEqual([
      [data.advertisement.id, 'cancelled'],
      [later.advertisement.id, 'scheduled'],
    ]);
  });

  it('shows at most three at a time, one per company, each about equally often', async () => {
    const country = 'IS';
    const payers = await Promise.all(Array.from({ length: 5 }, () => payingCompany('premium')));
    const ids = new Map<string, string>();
    for (const payer of payers) {
      const bought = await buyAdvertisement(payer, { slots: [{ country }], starts_on: utcToday(), ends_on: inDays(3) });
      await deliverAll(bought.events);
      ids.set(bought.advertisement.id, payer.companyId);
    }
    // A company's second advertisement for the same filters does not show it twice.
    const second = await buyAdvertisement(payers[0]!, {
      slots: [{ country, purpose: 1 }],
      starts_on: utcToday(),
      ends_on: inDays(3),
    });
    await deliverAll(second.events);
    ids.set(second.advertisement.id, payers[0]!.companyId);

    const seen = new Map<string, number>();
    for (let round = 0; round < 60; round += 1) {
      const ads = (await searchFor({ country_destination_id: country, immigration_purpose_id: 1 })).filter((ad) =>
        ids.has(ad.advertisement_id),
      );
      expect(ads).toHaveLength(3);
      expect(new Set(ads.map((ad) => ad.uuid)).size).toBe(3);
      for (const ad of ads) seen.set(ad.uuid, (seen.get(ad.uuid) ?? 0) + 1);
    }
    // 60 rounds × 3 of 5 companies: 36 each on average; a fair draw stays well within 15–57.
    for (const payer of payers) expect(seen.get(payer.companyId)).toBeGreaterThan(15);
    for (const payer of payers) expect(seen.get(payer.companyId)).toBeLessThan(57);
  });

  it('counts an impression once per page view, and a click only after that view’s impression, once', async () => {
    const payer = await payingCompany();
    const bought = await buyAdvertisement(payer, {
      slots: [{ country: 'FI' }],
      starts_on: utcToday(),
      ends_on: utcToday(),
    });
    await deliverAll(bought.events);
    const id = bought.advertisement.id;
    // The same answer, as the edge cache hands it to every visitor: each view still counts.
    expect((await searchFor({ country_destination_id: 'FI' })).map((card) => card.advertisement_id)).toContain(id);
    const [first, second, third, fourth] = [newView(), newView(), newView(), newView()];
    const report = (body: { view: string; shown: string[]; clicked?: string }) =>
      callRoute(recordAdvertisementEvents, { body });

    // A click before (without) its impression counts nothing, and spends nothing: the impression still counts after.
    expectStatus(await report({ view: first, shown: [], clicked: id }), 204);
    expect(await countsOf(payer)).toMatchObject({ impressions: 0, clicks: 0 });
    // One view showing it twice, in one report and in two, counts one impression; its click, once.
    expectStatus(await report({ view: first, shown: [id, id] }), 204);
    expectStatus(await report({ view: first, shown: [id] }), 204);
    expectStatus(await report({ view: first, shown: [], clicked: id }), 204);
    expectStatus(await report({ view: first, shown: [], clicked: id }), 204);
    // An impression and its click in one report count both; a click in a view that never showed it counts nothing.
    expectStatus(await report({ view: second, shown: [id], clicked: id }), 204);
    await Promise.all(Array.from({ length: 5 }, () => report({ view: third, shown: [], clicked: id })));
    // A view that showed another advertisement: its click on this one finds no impression of this one (the claim's
    // key names the advertisement) and counts nothing.
    expectStatus(await report({ view: fourth, shown: [randomUUID()] }), 204);
    expectStatus(await report({ view: fourth, shown: [], clicked: id }), 204);
    expect(await countsOf(payer)).toMatchObject({ impressions: 2, clicks: 2 });
  });

  it('refuses a report without a view or with ids that are not ids, at their field, in the caller’s language', async () => {
    const payer = await payingCompany();
    const bought = await buyAdvertisement(payer, {
      slots: [{ country: 'EE' }],
      starts_on: utcToday(),
      ends_on: utcToday(),
    });
    await deliverAll(bought.events);
    const id = bought.advertisement.id;
    const view = newView();
    for (const bad of [undefined, '', 'short', `${view}x`, `${view.slice(0, -1)}.`]) {
      expectInvalid(await callRoute(recordAdvertisementEvents, { raw: { body: { view: bad, shown: [id] } } }), 'view');
    }
    const ru = await callRoute(
      recordAdvertisementEvents,
      { raw: { body: { view, shown: [id, 'not-an-id'] } } },
      { locale: 'ru' },
    );
    expectInvalid(ru, 'shown.1');
    expect((ru.body as { message: string }).message).toMatch(/[а-я]/);
    expectInvalid(
      await callRoute(recordAdvertisementEvents, { raw: { body: { view, shown: [], clicked: 'x' } } }),
      'clicked',
    );
    // Nothing shown nor clicked, or more than three impressions at once.
    expectInvalid(await callRoute(recordAdvertisementEvents, { body: { view, shown: [] } }), 'shown');
    expectInvalid(
      await callRoute(recordAdvertisementEvents, { raw: { body: { view, shown: [id, id, id, id] } } }),
      'shown',
    );
    // A refused report counts nothing, not even its good part.
    expect(await countsOf(payer)).toMatchObject({ impressions: 0, clicks: 0 });
  });

  it('counts nothing for an advertisement waiting for payment, nor for one that does not exist', async () => {
    const payer = await payingCompany();
    const { data } = await callOk(
      createAdvertisement,
      { body: { slots: [{ country: 'LV' }], starts_on: utcToday(), ends_on: utcToday() } },
      payer,
    );
    expect(await searchFor({ country_destination_id: 'LV' })).not.toContainEqual(
      expect.objectContaining({ advertisement_id: data.advertisement.id }),
    );
    const view = newView();
    const unknown = '6a1f3f0e-0000-4000-8000-000000000000';
    for (const id of [data.advertisement.id, unknown]) {
      expectStatus(await callRoute(recordAdvertisementEvents, { body: { view, shown: [id], clicked: id } }), 204);
    }
    expect(await countsOf(payer)).toMatchObject({ status: 'pending_payment', impressions: 0, clicks: 0 });
  });

  it('is sold only to a published company, with a clear message in the caller’s language', async () => {
    const profile = companyProfileFixture({ published: false });
    const account = await signedInUser({ role: 'company', company_id: profile.id, locale: 'ru' });
    await putApprovedCompany({ ...profile, owner_id: account.user.id }, companyContentFixture());
    const caller = { ...account, locale: 'ru' as const };
    const body = { slots: [{ country: 'DE' }], starts_on: utcToday(), ends_on: utcToday() };
    const refused = await callRoute(createAdvertisement, { body }, caller);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 403,
      error_code: 'forbidden',
      message:
        'Рекламироваться может только опубликованная компания: в рекламе показывается её публичная карточка. Сначала опубликуйте компанию.',
    });
    expect((await callOk(listCompanyAdvertisements, {}, caller)).meta.total).toBe(0);
  });

  it('books at most a year ahead, refused at the start date with a message for a person', async () => {
    const payer = await payingCompany();
    const price = (starts_on: string, ends_on: string) =>
      callRoute(
        calculateAdvertisementPrice,
        { raw: { body: { slots: [{ country: 'DE' }], starts_on, ends_on } } },
        {
          ...payer,
          locale: 'uk',
        },
      );
    for (const [starts, ends] of [
      ['9999-12-31', '9999-12-31'],
      [inDays(366), inDays(366)],
    ] as const) {
      const answer = await price(starts, ends);
      expectInvalid(answer, 'starts_on');
      expect((answer.body as { errors: Record<string, string[]> }).errors.starts_on).toEqual([
        'Рекламу можна забронювати не більш ніж на рік наперед: оберіть дату початку в межах 365 днів від сьогодні.',
      ]);
      expectInvalid(
        await callRoute(
          createAdvertisement,
          { raw: { body: { slots: [{ country: 'DE' }], starts_on: starts, ends_on: ends } } },
          payer,
        ),
        'starts_on',
      );
    }
    expectStatus(await price(inDays(365), inDays(365)), 200);
  });

  it('keeps one advertisement waiting for payment at a time and limits how many a company starts', async () => {
    const payer = await payingCompany();
    const body = { slots: [{ country: 'LT' }], starts_on: utcToday(), ends_on: utcToday() };
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => callRoute(createAdvertisement, { body }, payer)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
    // 15 at once pass the limit of 10 an hour: the rest are refused before anything is made.
    expect(statuses.filter((status) => status === 429).length).toBe(15 - RATE_LIMITS.advertisementCompany.limit);
    const conflict = answers.find((answer) => answer.status === 409)!;
    expect(conflict.body).toMatchObject({
      error_code: 'conflict',
      message: expect.stringContaining('waiting for payment'),
    });
    expect((await callOk(listCompanyAdvertisements, {}, payer)).meta.total).toBe(1);
  });

  it('frees the company’s next advertisement once the waiting one is paid or its checkout expired', async () => {
    const payer = await payingCompany();
    const body = { slots: [{ country: 'LT', purpose: 1 }], starts_on: utcToday(), ends_on: utcToday() };
    const first = await callOk(createAdvertisement, { body }, payer);
    expectStatus(await callRoute(createAdvertisement, { body }, payer), 409);
    await deliverAll(await expireCheckout(first.data.url));
    const second = await callOk(createAdvertisement, { body }, payer);
    expectStatus(await callRoute(createAdvertisement, { body }, payer), 409);
    await deliverAll(await payCheckout(second.data.url));
    await callOk(createAdvertisement, { body }, payer);
    const statuses = (await callOk(listCompanyAdvertisements, {}, payer)).data.map((ad) => ad.status);
    expect(statuses).toEqual(['pending_payment', 'running', 'cancelled']);
  });

  it("never shows or settles another company's advertisement", async () => {
    const [owner, other] = [await payingCompany(), await payingCompany()];
    const { data } = await callOk(
      createAdvertisement,
      { body: { slots: [{ country: 'DK' }], starts_on: utcToday(), ends_on: utcToday() } },
      owner,
    );
    await payCheckout(data.url);
    expectStatus(await callRoute(settleCheckout, { body: { session_id: sessionIdOf(data.url) } }, other), 404);
    expect((await callOk(listCompanyAdvertisements, {}, other)).data).toEqual([]);
    expect((await callOk(listCompanyAdvertisements, {}, owner)).data[0]).toMatchObject({ status: 'pending_payment' });
  });
});
