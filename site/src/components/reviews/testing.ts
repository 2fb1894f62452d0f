import type { Review, ReviewComment } from '@migralink/shared/schemas/reviews';
import type { RatingSummary } from './rating';

/** Fixtures of the reviews tests: a review and a comment as the API answers them, with what a test changes. */

const AT = '2026-11-20T10:00:00.000Z';

export function testComment(overrides: Partial<ReviewComment> = {}): ReviewComment {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    review_id: '00000000-0000-4000-8000-0000000000a1',
    text: 'Thank you for the kind words!',
    author: { uuid: 'u-owner', name: 'Olga H.' },
    is_company: false,
    likes_count: 0,
    dislikes_count: 0,
    reaction_type: null,
    reacted: false,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function testReview(overrides: Partial<Review> = {}): Review {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    company: { uuid: '00000000-0000-4000-8000-00000000c0c0', slug: 'harbour', name: 'Harbour Relocation' },
    author: { uuid: 'u-1', name: 'Ann L.' },
    rating: 5,
    text: 'They got my Blue Card in six weeks, every step explained.',
    service: 'Blue Card',
    outcome: 'approved',
    processing_days: 42,
    verified_client: true,
    likes_count: 2,
    reacted: false,
    comments_count: 0,
    comments: [],
    answered: false,
    hidden_reason: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export const NO_RATINGS: RatingSummary = { avg_rate: null, total: 0, ratings: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

/** A page of a company's reviews as the API answers it. */
export function testPage(reviews: readonly Review[], summary: RatingSummary, page = 1, lastPage = 1) {
  return {
    data: reviews,
    meta: { current_page: page, last_page: lastPage, per_page: 10, ...summary },
  };
}
