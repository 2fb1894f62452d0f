import type { Review, ReviewComment } from '@migralink/shared/schemas/reviews';

/** A uuid the tests can tell apart by its number. */
export const reviewUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A comment as the API answers it; each test overrides what it is about. */
export function commentOf(n: number, overrides: Partial<ReviewComment> = {}): ReviewComment {
  return {
    id: reviewUuid(100 + n),
    review_id: reviewUuid(1),
    text: `Comment ${n}`,
    author: { uuid: reviewUuid(200 + n), name: 'Olga K.' },
    is_company: false,
    likes_count: 0,
    dislikes_count: 0,
    reaction_type: null,
    reacted: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A review as the API answers it; each test overrides what it is about. */
export function reviewOf(n: number, overrides: Partial<Review> = {}): Review {
  return {
    id: reviewUuid(n),
    company: { uuid: reviewUuid(900), slug: 'visa-partners', name: 'Visa Partners' },
    author: { uuid: reviewUuid(300 + n), name: `Author ${n}` },
    rating: 4,
    text: `Review ${n}: they answered quickly and knew the rules.`,
    service: null,
    outcome: null,
    processing_days: null,
    verified_client: false,
    likes_count: 0,
    reacted: false,
    comments_count: 0,
    comments: [],
    answered: false,
    hidden_reason: null,
    created_at: '2026-11-19T10:00:00.000Z',
    updated_at: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

const RATINGS = { 1: 0, 2: 0, 3: 1, 4: 2, 5: 3 };

/** A page of the company's reviews, as `GET /v1/account/company/reviews` answers it. */
export function reviewsPageOf(items: readonly Review[], page = 1, lastPage = 1, total = items.length) {
  return {
    status: 200,
    body: {
      data: items,
      meta: { current_page: page, last_page: lastPage, per_page: 10, total, avg_rate: 4.3, ratings: RATINGS },
    },
  };
}
