import type { ReviewsPage } from './reviews-store';
import ReviewsIsland from './ReviewsIsland';
import type { ReviewsIslandMessages } from './messages';

/** A first page before any is read: the island reads the company's first page as it mounts. */
const NOTHING_YET: ReviewsPage = {
  data: [],
  meta: { current_page: 1, last_page: 1, total: 0, avg_rate: null, ratings: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
};

export interface LiveCompanyReviewsProps {
  readonly companyUuid: string;
  readonly messages: ReviewsIslandMessages;
  /** The page's own path: where signing in comes back to (`#reviews`). */
  readonly path: string;
}

/**
 * The reviews section of a company page shown live (published since the last build, or `/company/?id=`):
 * the same island as on a built page, which reads the company's first page itself.
 */
export default function LiveCompanyReviews({ companyUuid, messages, path }: LiveCompanyReviewsProps) {
  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{messages['reviews.title']}</h2>
      <ReviewsIsland data={{ messages, companyUuid, page: NOTHING_YET, back: `${path}#reviews` }} />
    </section>
  );
}
