import { beforeEach, describe, expect, it } from 'vitest';
import { getFormToken } from '@migralink/shared/api/forms';
import { sendCompanyLead, sendProgramLead } from '@migralink/shared/api/lead-forms';
import { useFakeApi } from '@/api/fake-api';
import { offline, refusal, testProfile } from '@/api/testing';
import { createLeadPopup, type LeadRequest } from './lead-popup-store';

const COMPANY = '0b7c2f7e-5d6a-4f43-9a57-3f1f0d5c2a11';
const SERVICE = '6f1d8a52-90b1-4c5e-8d0e-2b7a9e4c1f22';
const KEYS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

const fromService: LeadRequest = {
  kind: 'company',
  companyId: COMPANY,
  serviceId: SERVICE,
  title: 'Harbour Relocation',
  about: 'Blue Card',
  pageType: 'service',
};

function storedLead(body: Record<string, unknown>) {
  return {
    status: 201,
    body: {
      data: {
        uuid: 'lead-1',
        kind: 'company',
        status: 'new',
        company_uuid: COMPANY,
        service_uuid: SERVICE,
        company_name: 'Harbour Relocation',
        service_name: 'D7 visa',
        topic: null,
        name: body.name,
        email: body.email ?? null,
        phone: body.phone ?? null,
        message: body.message ?? '',
        country: body.country,
        locale: 'ru',
        attribution: body.attribution ?? {},
        read: false,
        replies: [],
        unread_replies: 0,
        created_at: '2026-11-25T10:00:00.000Z',
        updated_at: '2026-11-25T10:00:00.000Z',
      },
    },
  };
}

const api = useFakeApi();
beforeEach(() => {
  // The API's form token: issued fresh for each form, usable after its `ready_in_ms`.
  let issued = 0;
  api.answer(getFormToken, () => ({
    status: 200,
    body: { data: { token: `lead.token-${++issued}`, ready_in_ms: 2000, expires_in_ms: 43_200_000 } },
  }));
});

/** The waits the popup asked for (the token's age), each finished by the test. */
let waits: { ms: number; done: () => void }[] = [];
beforeEach(() => {
  waits = [];
});

/** The pages the popup opened (a request's thanks page). */
let opened: string[] = [];
beforeEach(() => {
  opened = [];
});

const COOKIES = 'utm_source=google; utm_medium=cpc; gclid=abc123; country=DE; token=secret';

function popup({ waitFor = false, cookies = COOKIES } = {}) {
  const keys = [...KEYS];
  return createLeadPopup({
    go: (path) => opened.push(path),
    cookies: () => cookies,
    page: () => ({ url: 'https://example.test/ru/service/x/', referrer: 'https://www.google.com/' }),
    newKey: () => keys.shift() ?? 'no-more-keys',
    wait: (ms) => (waitFor ? new Promise<void>((resolve) => waits.push({ ms, done: resolve })) : Promise.resolve()),
  });
}

/** Lets the popup's pending promises (the token's fetch and wait) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const leadCalls = () => api.calls.filter((call) => call.method === 'POST');

function fill(store: ReturnType<typeof popup>) {
  store.form.assign({ name: ' Анна ', email: 'anna@example.com', phone: '+49 30 1234-5678', consent: true });
}

describe('the lead popup store', () => {
  it('opens with the state of docs/product.md "Lead popup", the country and a signed-in visitor prefilled', () => {
    const store = popup();
    store.open(fromService, { country: 'UA', user: testProfile({ phone: '+380441234567' }) });
    expect(store.$state.get()).toEqual({
      open: true,
      country: 'UA',
      requestType: 'company',
      api: 'sendCompanyLead',
      pageType: 'service',
      title: 'Harbour Relocation',
      about: 'Blue Card',
      formToken: 'loading',
    });
    expect(store.form.$values.get()).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+380441234567',
      country: 'UA',
      consent: false,
    });
  });

  it('sends the lead with the service, the attribution, the form token and the key, and succeeds', async () => {
    api.answer(sendCompanyLead, (call) => storedLead(call.body as Record<string, unknown>));
    const store = popup();
    store.open(fromService, { country: 'DE' });
    await settle();
    fill(store);
    store.form.set('message', ' Сколько это стоит? ');
    store.setCountry('UA');
    expect(await store.submit()).toBe(true);
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', '/v1/forms/token?kind=lead', undefined],
      [
        'POST',
        '/v1/lead',
        {
          name: 'Анна',
          email: 'anna@example.com',
          phone: '+493012345678',
          message: 'Сколько это стоит?',
          consent: true,
          country: 'UA',
          company_id: COMPANY,
          service_id: SERVICE,
          attribution: {
            utm_source: 'google',
            utm_medium: 'cpc',
            gclid: 'abc123',
            referrer: 'https://www.google.com/',
            page: 'https://example.test/ru/service/x/',
          },
          form_token: 'lead.token-1',
          idempotency_key: KEYS[0],
        },
      ],
    ]);
    expect(store.form.request.$state.get().phase).toBe('done');
  });

  it("sends the partner's code the visitor's cookie holds, apart from the attribution", async () => {
    api.answer(sendCompanyLead, (call) => storedLead(call.body as Record<string, unknown>));
    const store = popup({ cookies: `${COOKIES}; partner_ref=AB2CD3EF` });
    store.open(fromService, { country: 'DE' });
    await settle();
    fill(store);
    expect(await store.submit()).toBe(true);
    const body = leadCalls()[0]?.body as { partner_code?: string; attribution: object };
    expect(body.partner_code).toBe('AB2CD3EF');
    expect(body.attribution).not.toHaveProperty('partner_ref');
  });

  it("sends a programme's request to the platform and opens its thanks page only once it is sent", async () => {
    api.answer(sendProgramLead, (call) => {
      const stored = storedLead(call.body as Record<string, unknown>);
      return {
        ...stored,
        body: { data: { ...stored.body.data, kind: 'program', company_uuid: null, service_uuid: null } },
      };
    });
    api.answerOnce(sendProgramLead, offline);
    const store = popup();
    store.open(
      {
        kind: 'program',
        topic: 'Preliminary application',
        title: 'Migralink',
        pageType: 'application',
        thanks: '/uk/application/thanks/',
      },
      { country: 'UA' },
    );
    fill(store);
    expect(await store.submit()).toBe(false);
    expect(opened).toEqual([]);
    expect(await store.submit()).toBe(true);
    expect(opened).toEqual(['/uk/application/thanks/']);
    expect(leadCalls().map((call) => [call.url, (call.body as { topic?: string }).topic])).toEqual([
      ['/v1/program/lead', 'Preliminary application'],
      ['/v1/program/lead', 'Preliminary application'],
    ]);
  });

  it('keeps the idempotency key when the same form is sent again, and makes a new one for a new form', async () => {
    api.answer(sendCompanyLead, (call) => storedLead(call.body as Record<string, unknown>));
    api.answerOnce(sendCompanyLead, offline);
    const store = popup();
    store.open(fromService, { country: 'DE' });
    fill(store);
    expect(await store.submit()).toBe(false);
    expect(store.form.request.$state.get().problems.general).toEqual({ key: 'errors.network' });
    expect(await store.submit()).toBe(true);
    store.open(fromService, { country: 'DE' });
    fill(store);
    expect(await store.submit()).toBe(true);
    const keys = leadCalls().map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toEqual([KEYS[0], KEYS[0], KEYS[1]]);
  });

  it("shows the API's per-field messages at their fields, and the others as the general message", async () => {
    api.answer(
      sendCompanyLead,
      refusal(422, 'validation_failed', {
        phone: ['Введите номер в международном формате.'],
        attribution: ['Слишком длинный адрес страницы.'],
      }),
    );
    const store = popup();
    store.open(fromService, { country: 'DE' });
    fill(store);
    expect(await store.submit()).toBe(false);
    expect(store.form.request.$state.get().problems).toEqual({
      general: { text: 'Слишком длинный адрес страницы.' },
      fields: { phone: { text: 'Введите номер в международном формате.' } },
    });
  });

  it('refuses without calling the API when there is no way to answer, no consent or no country', async () => {
    const store = popup();
    store.open(fromService, {});
    store.form.set('name', 'Anna');
    expect(await store.submit()).toBe(false);
    expect(store.form.request.$state.get().problems.fields).toEqual({
      email: { key: 'errors.field.lead_contact' },
      consent: { key: 'errors.field.consent' },
      country: { key: 'errors.field.required' },
    });
    expect(leadCalls()).toEqual([]);
  });

  it("keeps Send disabled until the API's token is as old as the API says, for each form opened", async () => {
    const store = popup({ waitFor: true });
    store.open(fromService, { country: 'DE' });
    await settle();
    expect(store.$state.get().formToken).toBe('loading');
    expect(waits.map((each) => each.ms)).toEqual([2000]);
    waits[0]!.done();
    await settle();
    expect(store.$state.get().formToken).toBe('ready');
    // A new form gets a new token, and waits again; the old form's wait no longer counts.
    store.open(fromService, { country: 'DE' });
    expect(store.$state.get().formToken).toBe('loading');
    await settle();
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('gets a new token when the API refuses the form token, and says why', async () => {
    api.answer(sendCompanyLead, (call) => storedLead(call.body as Record<string, unknown>));
    api.answerOnce(sendCompanyLead, refusal(422, 'validation_failed', { form_token: ['Срок формы истёк.'] }));
    const store = popup();
    store.open(fromService, { country: 'DE' });
    await settle();
    fill(store);
    store.setCountry('UA');
    expect(await store.submit()).toBe(false);
    expect(store.form.request.$state.get().problems.general).toEqual({ text: 'Срок формы истёк.' });
    await settle();
    expect(store.$state.get().formToken).toBe('ready');
    expect(await store.submit()).toBe(true);
    expect(leadCalls().map((call) => (call.body as { form_token: string }).form_token)).toEqual([
      'lead.token-1',
      'lead.token-2',
    ]);
  });

  it('says the form could not be prepared when the token cannot be had', async () => {
    api.answerOnce(getFormToken, offline);
    const store = popup();
    store.open(fromService, { country: 'DE' });
    await settle();
    expect(store.$state.get().formToken).toBe('failed');
  });
});
