import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Review } from '@migralink/shared/schemas/reviews';
import { createTranslator, type Translate } from '@/i18n/format';
import { useIsland } from '@/kit/island';
import { $locale } from '@/stores/locale';
import { createAuthorReviews, isAuthorId, type AuthorReviewsStore } from './author-reviews-store';
import { reviewedCompanyUrl } from './paths';
import { ReviewCard } from './ReviewCard';
import type { AuthorKey, AuthorMessages } from './messages';
import './reviews.css';
import { LoadMore } from '@/kit/load-more';
import { hasNextPage } from '@/kit/paged-list';

/**
 * An author's page (`/{locale}/author/?uuid=`): their shown reviews, newest first, each saying which
 * company it is about and linking to that company's reviews. Rendered in the browser (one static page for
 * every author, `noindex`): the address names the author.
 */
export default function AuthorReviews({ messages }: { readonly messages: AuthorMessages }) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const locale = useStore($locale);
  const author = useIsland(createAuthorReviews);
  const [known, setKnown] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const uuid = new URLSearchParams(window.location.search).get('uuid');
    setKnown(isAuthorId(uuid));
    if (isAuthorId(uuid)) void author.load(uuid);
  }, [author]);
  const state = useStore(author.$state);
  if (known === false) return <AuthorHeading title={t('author.missing')} />;
  if (known === undefined || state.status === 'loading') return <p role="status">{t('author.loading')}</p>;
  if (state.status === 'failed')
    return (
      <>
        <p role="alert">{t('author.error')}</p>
        <button type="button" className="reviews__more" onClick={() => void author.retry()}>
          {t('common.retry')}
        </button>
      </>
    );
  const { items } = state.data;
  const name = items[0]?.author.name;
  return (
    <div className="author-reviews">
      <AuthorHeading title={name ? t('author.title', { name }) : t('author.title_unknown')} />
      {items.length === 0 && <p>{t('author.empty')}</p>}
      <ol className="reviews__list">
        {items.map((review) => (
          <li key={review.id}>
            <AuthorReview review={review} locale={locale} t={t} />
          </li>
        ))}
      </ol>
      {hasNextPage(state.data) && <MoreReviews author={author} t={t} />}
    </div>
  );
}

function AuthorHeading({ title }: { readonly title: string }) {
  return <h1>{title}</h1>;
}

function AuthorReview({ review, locale, t }: { review: Review; locale: Locale; t: Translate<AuthorKey> }) {
  const about = (
    <p className="review__about">
      <a href={reviewedCompanyUrl(locale, review.company.slug)}>
        {t('author.review_of', { company: review.company.name })}
      </a>
    </p>
  );
  return <ReviewCard review={review} locale={locale} t={t} about={about} />;
}

function MoreReviews({ author, t }: { readonly author: AuthorReviewsStore; readonly t: Translate<AuthorKey> }) {
  return (
    <div className="reviews__more-row">
      <LoadMore
        more={author.more}
        t={t}
        label={t('reviews.load_more')}
        busyLabel={t('reviews.loading_more')}
        onMore={() => void author.loadMore()}
      />
    </div>
  );
}
