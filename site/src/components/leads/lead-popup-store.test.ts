import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { fakeApi } from '@/kit/fake-api';
import { offline, refusal, testProfile } from '../account/testing';
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

let api: ReturnType<typeof fakeApi>;
let clock: number;
beforeEach(() => {
  api = fakeApi();
  clock = 1_000_000;
});
afterEach(() => api.restore());

function popup() {
  const keys = [...KEYS];
  return createLeadPopup({
    cookies: () => 'utm_source=google; utm_medium=cpc; gclid=abc123; country=DE; token=secret',
    page: () => ({ url: 'https://example.test/ru/service/x/', referrer: 'https://www.google.com/' }),
    now: () => clock,
    newKey: () => keys.shift() ?? 'no-more-keys',
  });
}

function fill(store: ReturnType<typeof popup>) {
  store.form.assign({ name: ' Анна ', email: 'anna@example.com', phone: '+49 30 1234-5678', consent: true });
}

describe('the lead popup store', () => {
  it('opens with the state of the spec, the country and a signed-in visitor prefilled', () => {
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
    });
    expect(store.form.$values.get()).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+380441234567',
      country: 'UA',
      consent: false,
    });
  });

  it('sends the lead with the service, the attribution, the fill time and the key, and succeeds', async () => {
    api.answer(sendCompanyLead, (call) => storedLead(call.body as Record<string, unknown>));
    const store = popup();
    store.open(fromService, { country: 'DE' });
    fill(store);
    store.form.set('message', ' Сколько это стоит? ');
    store.setCountry('UA');
    clock += 12_345;
    expect(await store.submit()).toBe(true);
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([
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
          filled_ms: 12_345,
          idempotency_key: KEYS[0],
        },
      ],
    ]);
    expect(store.form.request.$state.get().phase).toBe('done');
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
    const keys = api.calls.map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toEqual([KEYS[0], KEYS[0], KEYS[1]]);
  });

  it("shows the API's per-field messages at their fields, and the others as the general message", async () => {
    api.answer(
      sendCompanyLead,
      refusal(422, 'validation_failed', {
        phone: ['Введите номер в международном формате.'],
        filled_ms: ['Форма отправлена слишком быстро.'],
      }),
    );
    const store = popup();
    store.open(fromService, { country: 'DE' });
    fill(store);
    expect(await store.submit()).toBe(false);
    expect(store.form.request.$state.get().problems).toEqual({
      general: { text: 'Форма отправлена слишком быстро.' },
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
    expect(api.calls).toEqual([]);
  });
});
