import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCertificateApplication,
  updateCertificateApplication,
} from '@migralink/shared/api/certificate-application';
import { certificateInitRoute, getCertificateApplication } from '@migralink/shared/api/certificates';
import { useFakeApi } from '@/api/fake-api';
import { refusal } from '@/api/testing';
import { $errorModal, closeErrorModal } from '@/stores/error-modal';
import { createApplicationForm } from './application-form-store';
import { EMPTY_APPLICATION } from './application-values';
import { APPLICATION_ID, applicationOf, documentOf, initOf, OTHER_ID } from './test-certificate';

const api = useFakeApi();
afterEach(closeErrorModal);

function screen(upload = vi.fn(async () => documentOf({ id: OTHER_ID, kind: 'licence', name: 'licence.png' }))) {
  const options = { onSessionExpired: vi.fn(), remember: vi.fn(), toApplication: vi.fn(), upload };
  return { store: createApplicationForm(options), ...options };
}

/** Given before the init's answer: the fake API tries the newest answer first, and `{id}` matches `init` too. */
const answerApplication = (application: ReturnType<typeof applicationOf>) =>
  api.answer(getCertificateApplication, { status: 200, body: { data: application } });

const filled = {
  ...EMPTY_APPLICATION,
  country_id: 'DE',
  legal_form_id: 'llc',
  activity_type: 'immigration_consulting',
  company_name: ' Nord Visa ',
  legal_name: 'Nord Visa GmbH',
  register_number: 'HRB 12345',
  address: 'Hauptstraße 1, Berlin',
  contact_person: 'Anna Schmidt',
  contact_phone: '+49 30 123-456',
  contact_email: 'anna@example.com',
};

describe('the certificate application form store', () => {
  it('saves a new draft, remembers its id, and changes it with PUT the next time', async () => {
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf() } });
    api.answer(createCertificateApplication, { status: 201, body: { data: applicationOf() } });
    api.answer(updateCertificateApplication, { status: 200, body: { data: applicationOf() } });
    const { store, remember, toApplication } = screen();
    await store.start(null);
    store.form.assign(filled);

    expect(await store.saveDraft()).toBe(true);
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      body: { company_name: 'Nord Visa', contact_phone: '+4930123456', documents: [], submit: false },
    });
    expect(remember).toHaveBeenCalledWith(APPLICATION_ID);
    expect(store.$saved.get()).toBe(true);
    expect(store.form.request.$state.get().phase).toBe('idle');

    expect(await store.saveDraft()).toBe(true);
    expect(api.calls[2]).toMatchObject({ method: 'PUT', body: { id: APPLICATION_ID, submit: false } });
    expect(toApplication).not.toHaveBeenCalled();
  });

  it('continues the application the address names, and sends it to staff', async () => {
    answerApplication(applicationOf({ state: 'returned' }));
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf() } });
    api.answer(updateCertificateApplication, { status: 200, body: { data: applicationOf({ state: 'submitted' }) } });
    const { store, toApplication } = screen();
    await store.start(APPLICATION_ID);
    expect(store.form.$values.get()).toMatchObject({ company_name: 'Nord Visa', documents: [documentOf()] });

    expect(await store.send()).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { submit: true, documents: [documentOf().id] } });
    expect(toApplication).toHaveBeenCalledWith(APPLICATION_ID);
  });

  it("opens the company's open application when the address names none", async () => {
    answerApplication(applicationOf());
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf({ open_application: APPLICATION_ID }) } });
    const { store, remember } = screen();
    await store.start(null);
    expect(remember).toHaveBeenCalledWith(APPLICATION_ID);
    expect(store.screen.$state.get()).toMatchObject({ status: 'ready', data: { application: { id: APPLICATION_ID } } });
  });

  it('checks the fields, and sends no application without the documents asked for', async () => {
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf() } });
    const { store } = screen();
    await store.start(null);
    expect(await store.saveDraft()).toBe(false);
    expect(store.form.request.$state.get().problems.fields).toMatchObject({
      company_name: { key: 'errors.field.required' },
      contact_email: { key: 'errors.field.required' },
    });

    store.form.assign({ ...filled, contact_email: 'not an address' });
    expect(await store.send()).toBe(false);
    expect(store.form.request.$state.get().problems.fields.contact_email).toEqual({ key: 'errors.field.email' });
    expect(store.form.request.$state.get().problems.fields.documents).toEqual({
      key: 'errors.field.document_missing',
      params: { name: 'Register extract' },
    });
    expect(api.calls).toHaveLength(1);
  });

  it("shows the API's 422 messages at their fields", async () => {
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf() } });
    api.answer(createCertificateApplication, refusal(422, 'validation_failed', { register_number: ['Zu lang.'] }));
    const { store } = screen();
    await store.start(null);
    store.form.assign(filled);
    expect(await store.saveDraft()).toBe(false);
    expect(store.form.request.$state.get().problems.fields.register_number).toEqual({ text: 'Zu lang.' });
  });

  it('a plan without certificates opens the error modal', async () => {
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf({ plan_allows: false }) } });
    api.answer(createCertificateApplication, {
      status: 403,
      body: { message: 'Premium only', code: 403, error_code: 'plan_limit', subscription_packages: ['premium'] },
    });
    const { store } = screen();
    await store.start(null);
    store.form.assign(filled);
    expect(await store.saveDraft()).toBe(false);
    expect($errorModal.get()).toMatchObject({ visible: true, plans: ['premium'] });
  });

  it('uploads a document of the kind chosen, refuses a type the upload does not take, and removes one', async () => {
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf() } });
    const upload = vi.fn(async () => documentOf({ id: OTHER_ID, kind: 'licence', name: 'licence.png' }));
    const { store } = screen(upload);
    await store.start(null);
    store.chooseKind('licence');
    const png = new File([new Uint8Array([0x89, 0x50])], 'licence.png', { type: 'image/png' });
    expect(await store.addDocument(png)).toBe(true);
    expect(upload).toHaveBeenCalledWith(png, 'licence');
    expect(store.form.$values.get().documents.map((document) => document.id)).toEqual([OTHER_ID]);

    const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    expect(await store.addDocument(exe)).toBe(false);
    expect(store.uploading.$state.get().problems.general).toEqual({ key: 'errors.field.document_type' });
    expect(upload).toHaveBeenCalledOnce();

    store.removeDocument(OTHER_ID);
    expect(store.form.$values.get().documents).toEqual([]);
  });
});
