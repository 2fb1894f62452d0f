import { describe, expect, it, vi } from 'vitest';
import {
  createComment,
  createReview,
  deleteComment,
  deleteReview,
  likeReview,
  listCompanyReviews,
  reactToComment,
} from '@migralink/shared/api/reviews';
import { useFakeApi } from '@/api/fake-api';
import { heldAnswer, refusal, testProfile } from '@/api/testing';
import { createReviews } from './reviews-store';
import { NO_RATINGS, testComment, testPage, testReview } from './testing';

const COMPANY = '00000000-0000-4000-8000-00000000c0c0';
const R1 = '00000000-0000-4000-8000-0000000000a1';
const R2 = '00000000-0000-4000-8000-0000000000a2';
const R3 = '00000000-0000-4000-8000-0000000000a3';
const C1 = '00000000-0000-4000-8000-0000000000c1';
const reader = testProfile({ uuid: 'u-reader' });
const twoReviews = { avg_rate: 4, total: 2, ratings: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } } as const;

const api = useFakeApi();

function store(initial = testPage([testReview({ id: R1 }), testReview({ id: R2, rating: 3 })], twoReviews)) {
  return createReviews({ companyUuid: COMPANY, initial, viewer: () => reader, onSessionExpired: vi.fn() });
}

const ids = (reviews: ReturnType<typeof store>) => reviews.$list.get().items.map((review) => review.id);

describe('the reviews list', () => {
  it('starts from the built page and loads it again, fresh, in the order chosen', async () => {
    const reviews = store();
    expect(ids(reviews)).toEqual([R1, R2]);
    api.answer(listCompanyReviews, { status: 200, body: testPage([testReview({ id: R2, rating: 3 })], twoReviews) });
    await reviews.sortBy('rating');
    expect(api.calls.map((call) => call.url)).toEqual([`/v1/company/${COMPANY}/reviews?page=1&sort=rating`]);
    expect(reviews.$list.get()).toMatchObject({ sort: 'rating', items: [{ id: R2 }], page: 1, lastPage: 1 });
  });

  it('drops the answer of an earlier order that comes after a later one', async () => {
    const reviews = store();
    const held = heldAnswer();
    api.answerOnce(listCompanyReviews, held.answer);
    const first = reviews.sortBy('helpful');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    api.answerOnce(listCompanyReviews, { status: 200, body: testPage([testReview({ id: R3 })], twoReviews) });
    await reviews.sortBy('rating');
    held.give({ status: 200, body: testPage([testReview({ id: R1 })], twoReviews) });
    await first;
    expect(reviews.$list.get()).toMatchObject({ sort: 'rating', items: [{ id: R3 }] });
  });

  it('adds the next page, each review once, until the last page', async () => {
    const reviews = store(testPage([testReview({ id: R1 }), testReview({ id: R2 })], twoReviews, 1, 2));
    api.answer(listCompanyReviews, {
      status: 200,
      body: testPage([testReview({ id: R2 }), testReview({ id: R3 })], twoReviews, 2, 2),
    });
    await reviews.loadMore();
    expect(ids(reviews)).toEqual([R1, R2, R3]);
    expect(api.calls[0]?.url).toBe(`/v1/company/${COMPANY}/reviews?page=2&sort=newest`);
    await reviews.loadMore();
    expect(api.calls).toHaveLength(1);
  });
});

describe('writing a review', () => {
  it('puts the new review on top and raises the total and the average', async () => {
    const reviews = store();
    api.answer(createReview, { status: 201, body: { data: testReview({ id: R3, rating: 5 }) } });
    reviews.startWriting();
    reviews.reviewForm.assign({
      rating: '5',
      text: '  Quick, clear and honest about the chances.  ',
      processing_days: '30',
    });
    expect(await reviews.submitReview()).toBe(true);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: `/v1/company/${COMPANY}/review`,
      body: {
        rating: 5,
        text: 'Quick, clear and honest about the chances.',
        service: null,
        outcome: null,
        processing_days: 30,
      },
    });
    expect(ids(reviews)).toEqual([R3, R1, R2]);
    expect(reviews.$list.get().summary).toEqual({ avg_rate: 4.3, total: 3, ratings: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } });
    expect(reviews.$editing.get()).toBeNull();
  });

  it('refuses a review without a rating or with a short text before calling the API', async () => {
    const reviews = store();
    reviews.startWriting();
    reviews.reviewForm.assign({ text: 'Too short', processing_days: '0' });
    expect(await reviews.submitReview()).toBe(false);
    expect(reviews.reviewForm.request.$state.get().problems.fields).toEqual({
      rating: { key: 'errors.field.rating' },
      text: { key: 'errors.field.review_text_length', params: { min: 20 } },
      processing_days: { key: 'errors.field.processing_days', params: { max: 3650 } },
    });
    expect(api.calls).toEqual([]);
  });

  it.each([
    [403, 'forbidden', { text: 'Refused' }],
    [409, 'conflict', { text: 'Refused' }],
    [429, 'rate_limited', { key: 'errors.review_rate_limited' }],
  ] as const)('shows why a %i refused it', async (status, code, general) => {
    const reviews = store();
    api.answer(createReview, refusal(status, code));
    reviews.startWriting();
    reviews.reviewForm.assign({ rating: '4', text: 'Good work overall, a little slow to answer.' });
    expect(await reviews.submitReview()).toBe(false);
    expect(reviews.reviewForm.request.$state.get().problems.general).toEqual(general);
    expect(reviews.$list.get().summary.total).toBe(2);
  });

  it('deleting one’s review takes it out and lowers the total', async () => {
    const reviews = store();
    api.answer(deleteReview, { status: 204 });
    expect(await reviews.removeReview(R2)).toBe(true);
    expect(ids(reviews)).toEqual([R1]);
    expect(reviews.$list.get().summary).toEqual({ avg_rate: 5, total: 1, ratings: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
  });

  it('the last review deleted leaves no average', async () => {
    const reviews = store(
      testPage([testReview({ id: R1, rating: 5 })], {
        avg_rate: 5,
        total: 1,
        ratings: { ...NO_RATINGS.ratings, 5: 1 },
      }),
    );
    api.answer(deleteReview, { status: 204 });
    await reviews.removeReview(R1);
    expect(reviews.$list.get().summary).toEqual(NO_RATINGS);
  });
});

describe('likes and comments', () => {
  it('a like shows at once, then as the API answered', async () => {
    const reviews = store();
    const held = heldAnswer();
    api.answer(likeReview, held.answer);
    const liking = reviews.likeReview(R1);
    expect(reviews.$list.get().items[0]).toMatchObject({ reacted: true, likes_count: 3 });
    held.give({ status: 200, body: { data: { reacted: true, likes_count: 7 } } });
    await liking;
    expect(reviews.$list.get().items[0]).toMatchObject({ reacted: true, likes_count: 7 });
  });

  it('a refused like is put back, with the API’s reason by the review', async () => {
    const reviews = store();
    api.answer(likeReview, refusal(403, 'forbidden'));
    await reviews.likeReview(R1);
    expect(reviews.$list.get().items[0]).toMatchObject({ reacted: false, likes_count: 2 });
    expect(reviews.$problems.get()[R1]).toEqual({ text: 'Refused' });
  });

  it('a comment’s like and dislike follow the reaction rules (docs/product.md, "Reactions") at once and then the API’s answer', async () => {
    const reviews = store(
      testPage([testReview({ id: R1, comments: [testComment({ id: C1, likes_count: 1 })] })], twoReviews),
    );
    const comment = () => reviews.$list.get().items[0]!.comments[0]!;
    api.answerOnce(reactToComment, {
      status: 200,
      body: { data: { reaction_type: 'dislike', reacted: true, likes_count: 1, dislikes_count: 1 } },
    });
    await reviews.reactToComment(R1, C1, 'dislike');
    expect(comment()).toMatchObject({ reaction_type: 'dislike', likes_count: 1, dislikes_count: 1 });
    const held = heldAnswer();
    api.answerOnce(reactToComment, held.answer);
    const switching = reviews.reactToComment(R1, C1, 'like');
    expect(comment()).toMatchObject({ reaction_type: 'like', reacted: true, likes_count: 2, dislikes_count: 0 });
    held.give({
      status: 200,
      body: { data: { reaction_type: 'like', reacted: true, likes_count: 2, dislikes_count: 0 } },
    });
    await switching;
    expect(api.calls.map((call) => call.body)).toEqual([{ type: 'dislike' }, { type: 'like' }]);
    api.answerOnce(reactToComment, refusal(429, 'rate_limited'));
    await reviews.reactToComment(R1, C1, 'like');
    expect(comment()).toMatchObject({ reaction_type: 'like', likes_count: 2, dislikes_count: 0 });
    expect(reviews.$problems.get()[C1]).toEqual({ key: 'errors.review_rate_limited' });
  });

  it('sends presses in a row one after another, showing each at once and keeping the last answer', async () => {
    const reviews = store(testPage([testReview({ id: R1, comments: [testComment({ id: C1 })] })], twoReviews));
    const comment = () => reviews.$list.get().items[0]!.comments[0]!;
    const first = heldAnswer();
    api.answerOnce(reactToComment, first.answer);
    const disliking = reviews.reactToComment(R1, C1, 'dislike');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    api.answerOnce(reactToComment, {
      status: 200,
      body: { data: { reaction_type: 'like', reacted: true, likes_count: 1, dislikes_count: 0 } },
    });
    const liking = reviews.reactToComment(R1, C1, 'like');
    expect(comment()).toMatchObject({ reaction_type: 'like', likes_count: 1, dislikes_count: 0 });
    expect(api.calls).toHaveLength(1);
    first.give({
      status: 200,
      body: { data: { reaction_type: 'dislike', reacted: true, likes_count: 0, dislikes_count: 1 } },
    });
    await Promise.all([disliking, liking]);
    expect(api.calls.map((call) => call.body)).toEqual([{ type: 'dislike' }, { type: 'like' }]);
    expect(comment()).toMatchObject({ reaction_type: 'like', likes_count: 1, dislikes_count: 0 });
  });

  it('a comment added or deleted moves the review’s comments count', async () => {
    const reviews = store();
    const added = testComment({ id: C1, is_company: true });
    api.answer(createComment, { status: 201, body: { data: added } });
    api.answer(deleteComment, { status: 204 });
    const { form, submit } = reviews.commentForm(R1);
    form.set('text', ' Thank you! ');
    expect(await submit()).toBe(true);
    expect(api.calls[0]?.body).toEqual({ review_id: R1, text: 'Thank you!' });
    expect(reviews.$list.get().items[0]).toMatchObject({ comments_count: 1, answered: true, comments: [added] });
    expect(form.$values.get().text).toBe('');
    await reviews.removeComment(added);
    expect(reviews.$list.get().items[0]).toMatchObject({ comments_count: 0, comments: [] });
  });
});
