import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateInitRoute, listCertificates } from '@migralink/shared/api/certificates';
import { useFakeApi } from '@/api/fake-api';
import { $errorModal, closeErrorModal } from '@/stores/error-modal';
import { applyAction, CERTIFICATE_PLANS, createCertificates, type ApplicationSummary } from './certificates-store';
import { APPLICATION_ID, certificateOf, initOf, OTHER_ID } from './test-certificate';

const api = useFakeApi();
afterEach(closeErrorModal);

const summaryOf = (id: string, overrides: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  id,
  state: 'approved',
  company_name: 'Nord Visa',
  certificate: certificateOf(),
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const page = (items: ApplicationSummary[], next: string | null) => ({
  status: 200,
  body: { data: { items, next_cursor: next } },
});

describe('the certificates screen store', () => {
  it('loads the plan and the list, then the next page by its cursor, each line once', async () => {
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf() } });
    api.answerOnce(listCertificates, page([summaryOf(APPLICATION_ID)], 'c2'));
    const screen = createCertificates({ onSessionExpired: vi.fn() });
    await screen.start();
    expect(screen.init.$state.get()).toMatchObject({ status: 'ready', data: { plan_allows: true } });

    api.answerOnce(listCertificates, page([summaryOf(APPLICATION_ID), summaryOf(OTHER_ID, { state: 'draft' })], null));
    await screen.loadMore();
    const state = screen.list.$state.get();
    expect(state.status === 'ready' && state.data.items.map((item) => item.id)).toEqual([APPLICATION_ID, OTHER_ID]);
    expect(state.status === 'ready' && state.data.nextCursor).toBeNull();
    expect(api.calls.map((call) => call.url)).toContain('/v1/account/certificates?cursor=c2');

    // The last page is loaded: "load more" asks nothing.
    const calls = api.calls.length;
    await screen.loadMore();
    expect(api.calls).toHaveLength(calls);
  });

  it('keeps the list when a later page fails, and says so on "load more"', async () => {
    api.answer(certificateInitRoute, { status: 200, body: { data: initOf() } });
    api.answerOnce(listCertificates, page([summaryOf(APPLICATION_ID)], 'c2'));
    const screen = createCertificates({ onSessionExpired: vi.fn() });
    await screen.start();
    api.answerOnce(listCertificates, { status: 500, body: { message: 'Down', code: 500 } });
    await screen.loadMore();
    expect(screen.more.$state.get().phase).toBe('failed');
    expect(screen.list.$state.get()).toMatchObject({ status: 'ready', data: { nextCursor: 'c2' } });
  });

  it('offers to apply, to continue the open application, or the plans', () => {
    expect(applyAction(initOf())).toEqual({ kind: 'apply' });
    expect(applyAction(initOf({ open_application: OTHER_ID }))).toEqual({ kind: 'continue', id: OTHER_ID });
    expect(applyAction(initOf({ plan_allows: false }))).toEqual({ kind: 'plans' });
  });

  it('offers no application while the certificate is valid beyond the renewal window, only the day it opens', () => {
    expect(applyAction(initOf({ renewal_opens_on: '2027-09-28' }))).toEqual({ kind: 'renewal', opensOn: '2027-09-28' });
    expect(applyAction(initOf({ renewal_opens_on: '2027-09-28', open_application: OTHER_ID }))).toEqual({
      kind: 'continue',
      id: OTHER_ID,
    });
  });

  it('opens the error modal with the plans that include certificates', () => {
    createCertificates({ onSessionExpired: vi.fn() }).showPlans();
    expect(CERTIFICATE_PLANS).toEqual(['premium']);
    expect($errorModal.get()).toMatchObject({ visible: true, plans: ['premium'], subscriptionButton: true });
  });

  it('goes to sign in when the session has expired', async () => {
    api.answer(certificateInitRoute, { status: 401, body: { message: 'No', code: 401 } });
    api.answer(listCertificates, { status: 401, body: { message: 'No', code: 401 } });
    const onSessionExpired = vi.fn();
    await createCertificates({ onSessionExpired }).start();
    expect(onSessionExpired).toHaveBeenCalled();
  });
});
