import { describe, expect, it } from 'vitest';
import { listAuthorReviews } from '@migralink/shared/api/reviews';
import { useFakeApi } from '@/api/fake-api';
import { refusal } from '@/api/testing';
import { createAuthorReviews, isAuthorId } from './author-reviews-store';
import { testReview } from './testing';

const AUTHOR = '00000000-0000-4000-8000-0000000000f1';
const page = (ids: string[], current: number, last: number) => ({
  data: ids.map((id) => testReview({ id })),
  meta: { current_page: current, last_page: last, per_page: 10, total: 3 },
});

const api = useFakeApi();

describe('an author’s reviews', () => {
  it('takes only a UUID from the address', () => {
    expect(isAuthorId(AUTHOR)).toBe(true);
    expect(isAuthorId('../../v1/admin')).toBe(false);
    expect(isAuthorId(null)).toBe(false);
  });

  it('loads the first page, then adds the next one, each review once', async () => {
    // The newest answer given is used first.
    api.answerOnce(listAuthorReviews, { status: 200, body: page(['r-2', 'r-3'], 2, 2) });
    api.answerOnce(listAuthorReviews, { status: 200, body: page(['r-1', 'r-2'], 1, 2) });
    const author = createAuthorReviews();
    await author.load(AUTHOR);
    await author.loadMore();
    const state = author.$state.get();
    expect(state.status === 'ready' && state.data.items.map((review) => review.id)).toEqual(['r-1', 'r-2', 'r-3']);
    expect(api.calls.map((call) => call.url)).toEqual([
      `/v1/author/${AUTHOR}/reviews`,
      `/v1/author/${AUTHOR}/reviews?page=2`,
    ]);
  });

  it('fails with a way to try again', async () => {
    api.answerOnce(listAuthorReviews, refusal(500, 'internal_error'));
    const author = createAuthorReviews();
    await author.load(AUTHOR);
    expect(author.$state.get().status).toBe('failed');
    api.answerOnce(listAuthorReviews, { status: 200, body: page(['r-1'], 1, 1) });
    await author.retry();
    expect(author.$state.get().status).toBe('ready');
  });
});
