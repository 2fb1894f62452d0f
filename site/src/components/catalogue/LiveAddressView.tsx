import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { resolveCompanySlug, resolveSeoSlug } from '@migralink/shared/api/catalogue';
import type { Locale } from '@migralink/shared/locales';
import { articleAddress, type ArticleAddress } from '@migralink/shared/article-address';
import { publicAddress, type PublicAddress } from '@migralink/shared/public-address';
import { callChecked } from '@/api/checked';
import { adoptAddress } from './live-address-head';
import type { ReviewsIslandMessages } from '../reviews/messages';
import type { CompanyViewMessages, LiveArticleMessages, LiveLandingMessages, ServiceViewMessages } from './messages';

// Each view's code loads only for an address of its kind.
const CompanyView = lazy(() => import('./CompanyView'));
const ServiceView = lazy(() => import('./ServiceView'));
const LiveLanding = lazy(() => import('./LiveLanding'));
const LiveArticle = lazy(() => import('./LiveArticle'));

export interface LiveAddressViewProps {
  readonly locale: Locale;
  readonly company: CompanyViewMessages;
  readonly service: ServiceViewMessages;
  readonly landing: LiveLandingMessages;
  readonly reviews: ReviewsIslandMessages;
  readonly article: LiveArticleMessages;
  /** The element of the page's own not-found text, hidden while a live page is shown. */
  readonly notFoundId: string;
}

type Shown =
  | { readonly kind: 'company'; readonly id: string }
  | { readonly kind: 'service'; readonly id: string }
  | { readonly kind: 'landing'; readonly path: string }
  | { readonly kind: 'article'; readonly address: ArticleAddress };

/**
 * What to show at an address: a service page loads by its id (and says itself
 * when there is none); a company's slug and a landing page's path are asked
 * first, so an address naming nothing stays a plain 404 (also when the API cannot say).
 */
async function shownAt(address: PublicAddress): Promise<Shown | undefined> {
  if (address.kind === 'service') return { kind: 'service', id: address.id };
  try {
    if (address.kind === 'landing') {
      await callChecked(resolveSeoSlug, { params: { path: address.path } });
      return { kind: 'landing', path: address.path };
    }
    if ('id' in address) return { kind: 'company', id: address.id };
    return {
      kind: 'company',
      id: (await callChecked(resolveCompanySlug, { params: { slug: address.slug } })).data.uuid,
    };
  } catch {
    return undefined;
  }
}

/**
 * The 404 page's island: when its address names a company, a service or an
 * SEO landing page published since the last build (`publicAddress`), it shows
 * that page here, at the same address, with the head of that page; otherwise
 * the page's not-found text stays. Pre-built HTML replaces it at the next build.
 */
export default function LiveAddressView({
  locale,
  company,
  service,
  landing,
  reviews,
  article,
  notFoundId,
}: LiveAddressViewProps) {
  const [shown, setShown] = useState<Shown>();
  const showNotFound = useCallback(() => {
    setShown(undefined);
    document.getElementById(notFoundId)?.removeAttribute('hidden');
  }, [notFoundId]);

  useEffect(() => {
    const pathname = window.location.pathname;
    const articleAt = articleAddress(pathname);
    if (articleAt?.locale === locale) {
      document.getElementById(notFoundId)?.setAttribute('hidden', '');
      adoptAddress(document, locale, pathname);
      setShown({ kind: 'article', address: articleAt });
      return;
    }
    const address = publicAddress(pathname);
    if (!address || address.locale !== locale) return;
    let current = true;
    void shownAt(address).then((found) => {
      if (!current || !found) return;
      document.getElementById(notFoundId)?.setAttribute('hidden', '');
      adoptAddress(document, locale, window.location.pathname);
      setShown(found);
    });
    return () => {
      current = false;
    };
  }, [locale, notFoundId]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      {shown.kind === 'company' && <CompanyView id={shown.id} messages={company} reviews={reviews} />}
      {shown.kind === 'service' && <ServiceView id={shown.id} messages={service} />}
      {shown.kind === 'landing' && (
        <LiveLanding locale={locale} path={shown.path} messages={landing} onMissing={showNotFound} />
      )}
      {shown.kind === 'article' && <LiveArticle address={shown.address} messages={article} onMissing={showNotFound} />}
    </Suspense>
  );
}
