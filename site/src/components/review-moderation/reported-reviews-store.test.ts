import { describe, expect, it, vi } from 'vitest';
import { dismissReports, hideReview, listReportedReviews } from '@migralink/shared/api/reviews';
import type { Review } from '@migralink/shared/schemas/reviews';
import { useFakeApi } from '@/api/fake-api';
import { reviewOf, reviewUuid as uuid } from '@/components/company-account/reviews/test-review';
import { createReportedReviews } from './reported-reviews-store';

const REPORT = { reason: 'Not a client of ours.', company: true, reported_at: '2026-11-21T09:00:00.000Z' };

const queuePage = (reviews: readonly Review[], page = 1, lastPage = 1, total = reviews.length) => ({
  status: 200,
  body: {
    data: reviews.map((review) => ({ review, reports: [REPORT] })),
    meta: { current_page: page, last_page: lastPage, per_page: 10, total },
  },
});

const api = useFakeApi();

const make = () => createReportedReviews({ onSessionExpired: vi.fn() });
const shown = (queue: ReturnType<typeof make>) => {
  const state = queue.queue.$state.get();
  return state.status === 'ready' ? state.data.items.map((entry) => entry.review.author.name) : [];
};

describe('the reported reviews queue store', () => {
  it('lists the reported reviews with their reports', async () => {
    api.answer(listReportedReviews, queuePage([reviewOf(1), reviewOf(2)]));
    const queue = make();
    await queue.start();
    expect(shown(queue)).toEqual(['Author 1', 'Author 2']);
    expect(queue.queue.$state.get()).toMatchObject({
      status: 'ready',
      data: { total: 2, items: [{ id: uuid(1), reports: [REPORT] }, { id: uuid(2) }] },
    });
  });

  it('hides a review only with a reason; it leaves the queue with a notice', async () => {
    api.answer(listReportedReviews, queuePage([reviewOf(1), reviewOf(2)]));
    const queue = make();
    await queue.start();
    queue.startHide(uuid(1));
    await queue.sendHide();
    expect(api.calls).toHaveLength(1);
    expect(queue.hide.request.$state.get()).toMatchObject({
      phase: 'failed',
      problems: { fields: { reason: { key: 'errors.field.required' } } },
    });
    queue.hide.set('reason', ' Insults and personal data. ');
    api.answerOnce(hideReview, { status: 200, body: { data: reviewOf(1, { hidden_reason: 'Insults' }) } });
    await queue.sendHide();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/admin/review/${uuid(1)}/hide`,
      body: { reason: 'Insults and personal data.' },
    });
    expect(shown(queue)).toEqual(['Author 2']);
    expect(queue.queue.$state.get()).toMatchObject({ data: { total: 1 } });
    expect(queue.$notice.get()).toEqual({ outcome: 'hidden', author: 'Author 1' });
    expect(queue.$hiding.get()).toBeNull();
  });

  it('keeps a review shown: it leaves the queue; one decided elsewhere leaves it as gone', async () => {
    api.answer(listReportedReviews, queuePage([reviewOf(1), reviewOf(2)]));
    const queue = make();
    await queue.start();
    api.answerOnce(dismissReports, { status: 204 });
    await queue.keepShown(uuid(2));
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', url: `/v1/admin/review/${uuid(2)}/keep` });
    expect(queue.$notice.get()).toEqual({ outcome: 'kept', author: 'Author 2' });
    api.answerOnce(dismissReports, { status: 404, body: { message: 'Not found', code: 404, error_code: 'not_found' } });
    await queue.keepShown(uuid(1));
    expect(shown(queue)).toEqual([]);
    expect(queue.$notice.get()).toEqual({ outcome: 'gone', author: 'Author 1' });
  });

  it('a failed decision keeps the review in the queue and says why', async () => {
    api.answer(listReportedReviews, queuePage([reviewOf(1)]));
    const queue = make();
    await queue.start();
    api.answerOnce(dismissReports, {
      status: 500,
      body: { message: 'Broken', code: 500, error_code: 'internal_error' },
    });
    await queue.keepShown(uuid(1));
    expect(shown(queue)).toEqual(['Author 1']);
    expect(queue.keep.$state.get()).toMatchObject({
      phase: 'failed',
      problems: { general: { key: 'errors.code.internal_error' } },
    });
    expect(queue.$keeping.get()).toBe(uuid(1));
  });

  it('reads on from what remains after decisions, so no waiting review is skipped', async () => {
    const first = Array.from({ length: 10 }, (_, index) => reviewOf(index + 1));
    api.answerOnce(listReportedReviews, queuePage(first, 1, 2, 12));
    const queue = make();
    await queue.start();
    api.answerOnce(dismissReports, { status: 204 });
    await queue.keepShown(uuid(1));
    api.answerOnce(listReportedReviews, queuePage([...first.slice(1), reviewOf(11)], 1, 2, 11));
    await queue.loadMore();
    expect(api.calls.at(-1)?.url).toBe('/v1/admin/reviews/reported');
    expect(shown(queue)).toHaveLength(10);
    expect(shown(queue).at(-1)).toBe('Author 11');
    api.answerOnce(listReportedReviews, queuePage([reviewOf(12)], 2, 2, 11));
    await queue.loadMore();
    expect(api.calls.at(-1)?.url).toBe('/v1/admin/reviews/reported?page=2');
    expect(shown(queue)).toHaveLength(11);
  });
});
