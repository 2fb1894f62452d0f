import { describe, expect, it, vi } from 'vitest';
import {
  approveCertificate,
  certificateQueueRoute,
  rejectCertificate,
  returnCertificate,
  revokeCertificate,
  staffCertificateApplication,
} from '@migralink/shared/api/certificates';
import { useFakeApi } from '@/api/fake-api';
import { refusal } from '@/api/testing';
import {
  APPLICATION_ID,
  applicationOf,
  certificateOf,
  OTHER_ID,
} from '@/components/company-account/certificates/test-certificate';
import { createCertificateReview, decisionsFor, type QueueEntry } from './certificate-review-store';

const api = useFakeApi();

const entryOf = (id: string): QueueEntry => ({
  id,
  company_id: '8a4f5e6d-7b82-4d9e-9fa0-2b3c4d5e6f70',
  company_name: 'Nord Visa',
  submitted_at: '2026-11-20T10:00:00.000Z',
  returned: 0,
});
const queuePage = (items: QueueEntry[], next: string | null) => ({
  status: 200,
  body: { data: { items, next_cursor: next } },
});
const submitted = applicationOf({ state: 'submitted', editable: false });

async function opened(application = submitted) {
  api.answer(certificateQueueRoute, queuePage([entryOf(APPLICATION_ID)], null));
  api.answer(staffCertificateApplication, { status: 200, body: { data: application } });
  const review = createCertificateReview({ onSessionExpired: vi.fn() });
  await review.start(null);
  await review.open(application.id);
  return review;
}

describe("staff's certificate review store", () => {
  it('loads the queue oldest first and the next page by its cursor', async () => {
    api.answerOnce(certificateQueueRoute, queuePage([entryOf(APPLICATION_ID)], 'c2'));
    const review = createCertificateReview({ onSessionExpired: vi.fn() });
    await review.start(null);
    api.answerOnce(certificateQueueRoute, queuePage([entryOf(OTHER_ID)], null));
    await review.loadMore();
    const state = review.queue.$state.get();
    expect(state.status === 'ready' && state.data.items.map((entry) => entry.id)).toEqual([APPLICATION_ID, OTHER_ID]);
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/admin/certificates', '/v1/admin/certificates?cursor=c2']);
  });

  it('opens the application the address names', async () => {
    api.answer(certificateQueueRoute, queuePage([], null));
    api.answer(staffCertificateApplication, { status: 200, body: { data: submitted } });
    const review = createCertificateReview({ onSessionExpired: vi.fn() });
    await review.start(APPLICATION_ID);
    expect(review.$open.get()).toBe(APPLICATION_ID);
    expect(review.item.$state.get()).toMatchObject({ status: 'ready', data: { state: 'submitted' } });
  });

  it('approves after confirmation, tells the number, and goes back to the queue', async () => {
    const review = await opened();
    api.answer(approveCertificate, { status: 200, body: { data: certificateOf({ number: 'ML-2026-000007' }) } });
    review.ask('approve');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(review.$confirming.get()).toBe('approve');

    api.answer(certificateQueueRoute, queuePage([], null));
    expect(await review.confirm()).toBe(true);
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `/v1/admin/certificates/${APPLICATION_ID}/approve`,
      body: { comment: '' },
    });
    expect(review.$outcome.get()).toEqual({
      decision: 'approve',
      id: APPLICATION_ID,
      company: 'Nord Visa',
      number: 'ML-2026-000007',
    });
    expect(review.$open.get()).toBeNull();
    expect(review.queue.$state.get()).toMatchObject({ status: 'ready', data: { items: [] } });
  });

  it('asks a comment to return or reject, and sends it', async () => {
    const review = await opened();
    review.ask('return');
    expect(review.decision.$state.get().problems.fields).toEqual({ comment: { key: 'errors.field.required' } });
    expect(review.$confirming.get()).toBeNull();

    api.answer(returnCertificate, { status: 204 });
    review.setComment('  Add the licence.  ');
    review.ask('return');
    expect(await review.confirm()).toBe(true);
    expect(api.calls.at(-2)).toMatchObject({ method: 'POST', body: { comment: 'Add the licence.' } });
    expect(review.$outcome.get()).toMatchObject({ decision: 'return', number: null });

    const again = await opened();
    api.answer(rejectCertificate, refusal(409, 'conflict'));
    again.setComment('No register entry.');
    again.ask('reject');
    expect(await again.confirm()).toBe(false);
    expect(again.decision.$state.get().problems.general).toEqual({ key: 'errors.code.conflict' });
    expect(again.$open.get()).toBe(APPLICATION_ID);
  });

  it('revokes a certificate with a reason and a comment', async () => {
    const review = await opened(applicationOf({ state: 'approved', editable: false, certificate: certificateOf() }));
    review.setComment('Licence withdrawn.');
    review.ask('revoke');
    expect(review.decision.$state.get().problems.fields).toEqual({ reason: { key: 'errors.field.required' } });
    review.setReason('compliance');
    review.ask('revoke');
    api.answer(revokeCertificate, { status: 204 });
    expect(await review.confirm()).toBe(true);
    expect(api.calls.find((call) => call.url.endsWith('/revoke'))?.body).toEqual({
      reason: 'compliance',
      comment: 'Licence withdrawn.',
    });
  });

  it('offers the decisions the state allows', () => {
    expect(decisionsFor('submitted')).toEqual(['approve', 'return', 'reject']);
    expect(decisionsFor('approved')).toEqual(['revoke']);
    expect(decisionsFor('draft')).toEqual([]);
    expect(decisionsFor('revoked')).toEqual([]);
  });
});
