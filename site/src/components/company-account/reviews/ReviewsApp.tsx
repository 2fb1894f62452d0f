import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { $auth } from '@/stores/auth';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { Loading } from '@/kit/load-state';
import { sendToSignIn } from '../shared/session';
import type { ReviewsMessages } from './messages';
import { OpenedReview } from './OpenedReview';
import { createCompanyReviews } from './reviews-store';
import { ReviewsList } from './ReviewsList';
import '../../account/account.css';
import '../shared/admin.css';
import './reviews.css';

export interface ReviewsAppProps {
  readonly locale: Locale;
  readonly messages: ReviewsMessages;
}

/** Writes the open review into the address (`?id=`), so a reload or a shared link opens it again. */
function showInAddress(id: string | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('id', id);
  else url.searchParams.delete('id');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The company's reviews (company accounts): the summary and the reviews,
 * unanswered first, to answer as the company or report to staff; one review
 * opened alone from `?id=`, where the new-review mail links.
 */
export default function ReviewsApp({ locale, messages }: ReviewsAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const reviews = useIsland(() =>
    createCompanyReviews({
      onSessionExpired: () => sendToSignIn(locale),
      showInAddress,
      ownCompany: () => $auth.get().user?.company?.uuid,
    }),
  );
  const openId = useStore(reviews.$openId);
  const role = useSignedInRole();
  const allowed = role === 'company';
  // The element exists only after the render the store's change causes: wait a frame for it.
  const focusLater = useCallback((id: string) => {
    window.requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, []);

  useEffect(() => {
    if (!allowed) return;
    void reviews.start(queryParam('id'));
    return reviews.dispose;
  }, [allowed, reviews]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.reviews.not_allowed')}</FormStatus>;
  if (!allowed) return <Loading text={t('admin.reviews.loading')} />;
  if (openId) return <OpenedReview reviews={reviews} formatDate={formatDate} t={t} focusLater={focusLater} />;
  return <ReviewsList reviews={reviews} locale={locale} formatDate={formatDate} t={t} focusLater={focusLater} />;
}
