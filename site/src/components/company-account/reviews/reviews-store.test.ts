import { describe, expect, it, vi } from 'vitest';
import {
  createComment,
  deleteComment,
  getReview,
  listOwnCompanyReviews,
  reportReview,
  updateComment,
} from '@migralink/shared/api/reviews';
import { useFakeApi } from '@/api/fake-api';
import { createCompanyReviews } from './reviews-store';
import { commentOf, reviewOf, reviewsPageOf, reviewUuid as uuid } from './test-review';

const api = useFakeApi();

const make = () => {
  const showInAddress = vi.fn();
  const reviews = createCompanyReviews({ onSessionExpired: vi.fn(), showInAddress, ownCompany: () => uuid(900) });
  return { reviews, showInAddress };
};
const shown = (reviews: ReturnType<typeof createCompanyReviews>) => {
  const state = reviews.list.$state.get();
  return state.status === 'ready'
    ? state.data.items.map((review) => `${review.author.name}:${review.answered}:${review.comments.length}`)
    : [];
};
const answerOf = (n: number, text = 'Thank you for your trust.') =>
  commentOf(n, { text, is_company: true, author: { uuid: uuid(999), name: 'Visa Partners' } });

describe('the company reviews store', () => {
  it('shows the summary and the first page, then the next without showing one twice', async () => {
    const first = Array.from({ length: 10 }, (_, index) => reviewOf(index + 1));
    api.answerOnce(listOwnCompanyReviews, reviewsPageOf(first, 1, 2, 11));
    const { reviews } = make();
    await reviews.start(null);
    expect(reviews.$summary.get()).toEqual({ average: 4.3, total: 11, ratings: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 3 } });
    // A new review shifted the pages: review 10 comes again on page 2.
    api.answerOnce(listOwnCompanyReviews, reviewsPageOf([reviewOf(10), reviewOf(11)], 2, 2, 11));
    await reviews.loadMore();
    expect(shown(reviews)).toHaveLength(11);
    expect(shown(reviews).slice(-2)).toEqual(['Author 10:false:0', 'Author 11:false:0']);
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/account/company/reviews',
      '/v1/account/company/reviews?page=2',
    ]);
    await reviews.loadMore();
    expect(api.calls).toHaveLength(2);
  });

  it('publishes an answer as the company and shows it on the review, which is answered then', async () => {
    api.answer(listOwnCompanyReviews, reviewsPageOf([reviewOf(1), reviewOf(2)]));
    const { reviews } = make();
    await reviews.start(null);
    reviews.startAnswer(uuid(1));
    await reviews.sendAnswer();
    expect(api.calls).toHaveLength(1);
    expect(reviews.answer.request.$state.get()).toMatchObject({
      phase: 'failed',
      problems: { fields: { text: { key: 'errors.field.required' } } },
    });
    reviews.answer.set('text', '  Thank you for your trust. ');
    api.answerOnce(createComment, { status: 201, body: { data: answerOf(1) } });
    await reviews.sendAnswer();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/review/comment',
      body: { review_id: uuid(1), text: 'Thank you for your trust.' },
    });
    expect(shown(reviews)).toEqual(['Author 1:true:1', 'Author 2:false:0']);
    expect(reviews.$editor.get()).toBeNull();
    expect(reviews.$notice.get()).toEqual({ reviewId: uuid(1), notice: 'answered' });
  });

  it('reads on from the page holding the first review not seen, once answers moved reviews down', async () => {
    const first = Array.from({ length: 10 }, (_, index) => reviewOf(index + 1));
    api.answerOnce(listOwnCompanyReviews, reviewsPageOf(first, 1, 2, 12));
    const { reviews } = make();
    await reviews.start(null);
    reviews.startAnswer(uuid(1));
    reviews.answer.set('text', 'Thanks');
    api.answerOnce(createComment, { status: 201, body: { data: answerOf(1) } });
    await reviews.sendAnswer();
    // Review 1 sank to the end; review 11 moved up onto page 1.
    api.answerOnce(listOwnCompanyReviews, reviewsPageOf([...first.slice(1), reviewOf(11)], 1, 2, 12));
    await reviews.loadMore();
    expect(api.calls.at(-1)?.url).toBe('/v1/account/company/reviews');
    expect(shown(reviews)).toHaveLength(11);
    api.answerOnce(listOwnCompanyReviews, reviewsPageOf([reviewOf(12), reviewOf(1)], 2, 2, 12));
    await reviews.loadMore();
    expect(api.calls.at(-1)?.url).toBe('/v1/account/company/reviews?page=2');
    expect(shown(reviews)).toHaveLength(12);
  });

  it('changes and deletes the company answer (after confirmation)', async () => {
    const answered = reviewOf(1, { answered: true, comments: [answerOf(1)], comments_count: 1 });
    api.answer(listOwnCompanyReviews, reviewsPageOf([answered]));
    const { reviews } = make();
    await reviews.start(null);
    reviews.startEdit(uuid(1), uuid(101));
    expect(reviews.answer.$values.get().text).toBe('Thank you for your trust.');
    reviews.answer.set('text', 'Thank you, and good luck.');
    api.answerOnce(updateComment, { status: 200, body: { data: answerOf(1, 'Thank you, and good luck.') } });
    await reviews.sendAnswer();
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', url: `/v1/review/comment/${uuid(101)}` });
    const texts = () => {
      const state = reviews.list.$state.get();
      return state.status === 'ready' ? state.data.items[0]!.comments.map((comment) => comment.text) : [];
    };
    expect(texts()).toEqual(['Thank you, and good luck.']);

    await reviews.confirmDelete(uuid(1));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    reviews.askDelete(uuid(101));
    api.answerOnce(deleteComment, { status: 204 });
    await reviews.confirmDelete(uuid(1));
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: `/v1/review/comment/${uuid(101)}` });
    expect(texts()).toEqual([]);
    expect(reviews.$notice.get()).toEqual({ reviewId: uuid(1), notice: 'deleted' });
  });

  it('reports a review with a reason; a review reported before (409) is marked so', async () => {
    api.answer(listOwnCompanyReviews, reviewsPageOf([reviewOf(1), reviewOf(2)]));
    const { reviews } = make();
    await reviews.start(null);
    reviews.startReport(uuid(1));
    reviews.report.set('reason', 'Not a client of ours.');
    api.answerOnce(reportReview, { status: 204 });
    await reviews.sendReport();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/review/${uuid(1)}/report`,
      body: { reason: 'Not a client of ours.' },
    });
    reviews.startReport(uuid(2));
    reviews.report.set('reason', 'Insults our staff.');
    api.answerOnce(reportReview, {
      status: 409,
      body: { message: 'Reported already.', code: 409, error_code: 'conflict' },
    });
    await reviews.sendReport();
    expect(reviews.$reports.get()).toEqual({ [uuid(1)]: 'reported', [uuid(2)]: 'already' });
    expect(reviews.$notice.get()).toEqual({ reviewId: uuid(2), notice: 'already' });
  });

  it('shows the API field error of a report under its field and keeps the form open', async () => {
    api.answer(listOwnCompanyReviews, reviewsPageOf([reviewOf(1)]));
    const { reviews } = make();
    await reviews.start(null);
    reviews.startReport(uuid(1));
    reviews.report.set('reason', 'Bad');
    api.answerOnce(reportReview, {
      status: 422,
      body: { message: 'Invalid', code: 422, errors: { reason: ['At least 5 characters.'] } },
    });
    await reviews.sendReport();
    expect(reviews.report.request.$state.get()).toMatchObject({
      phase: 'failed',
      problems: { fields: { reason: { text: 'At least 5 characters.' } } },
    });
    expect(reviews.$editor.get()).toEqual({ kind: 'report', reviewId: uuid(1) });
    expect(reviews.$reports.get()).toEqual({});
  });

  it('opens the review the address names with all its comments; one no longer shown goes back with a notice', async () => {
    api.answer(listOwnCompanyReviews, reviewsPageOf([reviewOf(1)]));
    const full = reviewOf(1, { comments: [commentOf(1), commentOf(2), commentOf(3), commentOf(4)], comments_count: 4 });
    api.answerOnce(getReview, { status: 200, body: { data: full } });
    const { reviews, showInAddress } = make();
    await reviews.start(uuid(1));
    expect(reviews.$openId.get()).toBe(uuid(1));
    expect(reviews.opened.$state.get()).toMatchObject({ status: 'ready', data: { comments_count: 4 } });
    expect(showInAddress).toHaveBeenLastCalledWith(uuid(1));
    reviews.back();
    expect(showInAddress).toHaveBeenLastCalledWith(null);

    api.answerOnce(getReview, { status: 404, body: { message: 'Not found', code: 404, error_code: 'not_found' } });
    await reviews.open(uuid(5));
    expect(reviews.$openId.get()).toBeNull();
    expect(reviews.$gone.get()).toBe(true);

    // Another company's review (the route shows any shown review) is not opened here either.
    const foreign = reviewOf(6, { company: { uuid: uuid(901), slug: 'other', name: 'Other' } });
    api.answerOnce(getReview, { status: 200, body: { data: foreign } });
    await reviews.open(uuid(6));
    expect(reviews.$openId.get()).toBeNull();
    expect(reviews.$gone.get()).toBe(true);
  });
});
