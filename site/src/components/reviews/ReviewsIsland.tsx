import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Profile } from '@migralink/shared/schemas/auth';
import type { Locale } from '@migralink/shared/locales';
import type { Review } from '@migralink/shared/schemas/reviews';
import { createTranslator, type Translate } from '@/i18n/format';
import { useIsland } from '@/kit/island';
import { $auth, signOut } from '@/stores/auth';
import { $locale } from '@/stores/locale';
import { loginUrl } from '@/urls/account-paths';
import { RatingSummary } from './RatingSummary';
import { ReviewCard } from './ReviewCard';
import { DeleteButton, ProblemNote, ToggleButton } from './ReviewControls';
import { ReviewForm } from './ReviewForm';
import { ReviewsToolbar } from './ReviewsToolbar';
import { ReviewThread } from './ReviewThread';
import { createReviews, type ReviewsPage, type ReviewsStore } from './reviews-store';
import type { ReviewsIslandKey, ReviewsIslandMessages } from './messages';
import './reviews.css';
import { LoadMore } from '@/kit/load-more';
import { hasNextPage } from '@/kit/paged-list';

/** What the company page hands the island (a JSON data block): its texts, the company and the built first page. */
export interface ReviewsData {
  readonly messages: ReviewsIslandMessages;
  readonly companyUuid: string;
  readonly page: ReviewsPage;
  /** The page's own path with `#reviews`: where signing in comes back to. */
  readonly back: string;
}

/**
 * The reviews island: it starts with what the page was built with (no jump), loads the first page again
 * with the reader's own reactions, and then sorts, loads more, writes, comments and reacts.
 */
export default function ReviewsIsland({ data }: { readonly data: ReviewsData }) {
  const t = useMemo(() => createTranslator(data.messages), [data.messages]);
  const { user } = useStore($auth);
  const locale = useStore($locale);
  const reviews = useIsland(() =>
    createReviews({
      companyUuid: data.companyUuid,
      initial: data.page,
      viewer: () => $auth.get().user,
      onSessionExpired: signOut,
    }),
  );
  useEffect(() => void reviews.refresh(), [reviews, user?.uuid]);
  const list = useStore(reviews.$list);
  const editing = useStore(reviews.$editing);
  const loading = useStore(reviews.loading.$state);
  return (
    <>
      <RatingSummary summary={list.summary} locale={locale} t={t} />
      <ReviewsToolbar
        sort={list.sort}
        onSort={(sort) => void reviews.sortBy(sort)}
        write={<WriteButton reviews={reviews} user={user} back={data.back} locale={locale} t={t} />}
        t={t}
      />
      {editing === 'new' && <ReviewForm reviews={reviews} locale={locale} t={t} />}
      {loading.phase === 'failed' && <ProblemNote problem={loading.problems.general} t={t} />}
      <ol className="reviews__list" aria-busy={loading.phase === 'loading'}>
        {list.items.map((review) => (
          <li key={review.id}>
            {editing === review.id ? (
              <ReviewForm reviews={reviews} locale={locale} t={t} />
            ) : (
              <IslandReview review={review} reviews={reviews} user={user} back={data.back} locale={locale} t={t} />
            )}
          </li>
        ))}
      </ol>
      <MoreReviews reviews={reviews} t={t} />
    </>
  );
}

interface ReviewProps {
  readonly reviews: ReviewsStore;
  readonly user: Profile | null;
  readonly back: string;
  readonly locale: Locale;
  readonly t: Translate<ReviewsIslandKey>;
}

/** "Write a review" (or "Edit your review" when it is loaded) for a signed-in reader; a sign-in link that comes back for others. */
function WriteButton({ reviews, user, back, locale, t }: ReviewProps) {
  useStore(reviews.$list);
  if (!user)
    return (
      <a className="reviews__write" href={loginUrl(locale, back)}>
        {t('reviews.sign_in_to_write')}
      </a>
    );
  // A company answers reviews of itself; it does not write one (the API would refuse it).
  if (user.role === 'company' && user.company?.uuid === reviews.companyUuid) return null;
  const own = reviews.ownReview();
  return (
    <button type="button" className="account-button account-button--primary" onClick={() => reviews.startWriting(own)}>
      {t(own ? 'reviews.form.title_edit' : 'reviews.write')}
    </button>
  );
}

function IslandReview({ review, ...props }: ReviewProps & { readonly review: Review }) {
  const { reviews, user, back, locale, t } = props;
  const problems = useStore(reviews.$problems);
  const own = user?.uuid === review.author.uuid;
  const likes = user ? (
    <div className="review__actions">
      {own ? (
        <span className="review__likes">{t('reviews.helpful_count', { count: review.likes_count })}</span>
      ) : (
        <ToggleButton
          pressed={review.reacted}
          label={t('reviews.helpful', { count: review.likes_count })}
          onPress={() => void reviews.likeReview(review.id)}
        />
      )}
      {own && (
        <>
          <span className="review__own">{t('reviews.yours')}</span>
          <button type="button" className="review-action" onClick={() => reviews.startWriting(review)}>
            {t('reviews.edit')}
          </button>
          <DeleteButton
            question={t('reviews.delete_review_confirm')}
            onConfirm={() => void reviews.removeReview(review.id)}
            t={t}
          />
        </>
      )}
    </div>
  ) : (
    <p className="review__likes">
      {t('reviews.helpful_count', { count: review.likes_count })} ·{' '}
      <a href={loginUrl(locale, back)}>{t('reviews.sign_in_to_react')}</a>
    </p>
  );
  return (
    <ReviewCard
      review={review}
      locale={locale}
      t={t}
      likes={likes}
      actions={<ProblemNote problem={problems[review.id]} t={t} />}
      thread={<ReviewThread review={review} reviews={reviews} user={user} locale={locale} t={t} />}
    />
  );
}

/** "Show more reviews" until the last page; its failure is said above it and the button tries again. */
function MoreReviews({ reviews, t }: Pick<ReviewProps, 'reviews' | 't'>) {
  const list = useStore(reviews.$list);
  const more = useStore(reviews.more.$state);
  if (!hasNextPage(list)) return null;
  return (
    <div className="reviews__more-row">
      <LoadMore
        more={reviews.more}
        t={t}
        label={t('reviews.load_more')}
        busyLabel={t('reviews.loading_more')}
        onMore={() => void reviews.loadMore()}
      />
      <span className="visually-hidden" role="status">
        {more.phase === 'loading' ? t('reviews.loading_more') : ''}
      </span>
    </div>
  );
}
