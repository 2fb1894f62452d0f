import type { Review } from '@migralink/shared/schemas/reviews';
import type { RatingSummary } from './rating';

/**
 * What a company page's schema.org `Organization` says of its reviews, for review snippets in search
 * results: its `AggregateRating` and the reviews in the page's HTML as `Review` items (at most 10). Google
 * refuses an aggregate over no reviews and a review without a named author, so such parts are left out.
 */

/** Google reads at most this many reviews of a page; the pre-built page shows its first 10 anyway. */
export const JSON_LD_REVIEWS = 10;
/** Google's limit on an author's name in review snippets. */
const AUTHOR_NAME_MAX = 100;

const RATING_RANGE = { bestRating: 5, worstRating: 1 } as const;

/** A review as schema.org `Review`: author, day published, text and rating 1..5. */
function reviewItem(review: Review): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author.name.trim() },
    datePublished: review.created_at.slice(0, 10),
    reviewBody: review.text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...RATING_RANGE },
  };
}

const hasAuthor = (review: Review) => {
  const name = review.author.name.trim();
  return name.length > 0 && name.length <= AUTHOR_NAME_MAX;
};

/**
 * The properties to merge into the page's `Organization`: `aggregateRating` and `review`, or none at
 * all when the company has no shown review yet.
 */
export function reviewsJsonLd(summary: RatingSummary, reviews: readonly Review[]): Record<string, unknown> {
  if (summary.total <= 0 || summary.avg_rate === null) return {};
  const items = reviews.filter(hasAuthor).slice(0, JSON_LD_REVIEWS).map(reviewItem);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.avg_rate,
      ratingCount: summary.total,
      reviewCount: summary.total,
      ...RATING_RANGE,
    },
    ...(items.length > 0 ? { review: items } : {}),
  };
}
