import type { Locale } from '@migralink/shared/locales';
import type { Review } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import type { RatingSummary as Summary } from './rating';
import { RatingSummary } from './RatingSummary';
import { ReviewCard } from './ReviewCard';
import { ReviewsToolbar } from './ReviewsToolbar';
import type { ReviewsViewKey } from './messages';
import './reviews.css';

/**
 * The reviews section as the company page is built with it, for search engines and before the island
 * runs: the summary, the first page of reviews (newest first) with their first comments, and a sign-in
 * link to write one that comes back here. The island, once the section is near the screen, takes its
 * place with the same content and what can be done with it.
 */
export function ReviewsBody({
  summary,
  reviews,
  hasMore,
  signIn,
  locale,
  t,
}: {
  readonly summary: Summary;
  readonly reviews: readonly Review[];
  readonly hasMore: boolean;
  /** The sign-in page, coming back to this section. */
  readonly signIn: string;
  readonly locale: Locale;
  readonly t: Translate<ReviewsViewKey>;
}) {
  return (
    <>
      <RatingSummary summary={summary} locale={locale} t={t} />
      <ReviewsToolbar
        sort="newest"
        t={t}
        write={
          <a className="reviews__write reviews__write--guest" href={signIn}>
            {t('reviews.sign_in_to_write')}
          </a>
        }
      />
      <ol className="reviews__list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} locale={locale} t={t} />
          </li>
        ))}
      </ol>
      {hasMore && (
        <button type="button" className="reviews__more" disabled>
          {t('reviews.load_more')}
        </button>
      )}
    </>
  );
}
