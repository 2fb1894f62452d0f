import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Translate } from '@/i18n/format';
import { useIsland } from '@/kit/island';
import { $currency } from '@/stores/currency';
import { $locale } from '@/stores/locale';
import { keepQueryInLanguageLinks } from '@/urls/language-links';
import { localizedPath } from '@/urls/localized-url';
import { COMPANIES_PATH } from '@/urls/catalogue-paths';
import { SearchRetry } from '../search/SearchRetry';
import { jsonLdText } from '@/seo/json-ld';
import { createLivePage, type LivePage, type LivePageState } from './live-page-store';

/**
 * The live page's store for its island: created once, loading `id` (when the
 * address names it in its path) or else the address's `?id=`, again when the
 * currency changes.
 */
export function useLivePage<T>(fetchPage: (id: string) => Promise<T>, id?: string): LivePage<T> {
  const page = useIsland(() => createLivePage({ fetchPage, keepQuery: keepQueryInLanguageLinks }));
  // Prices come in the visitor's currency: a switch loads the page again.
  const currency = useStore($currency);
  useEffect(() => {
    void (id ? page.openId(id) : page.open(window.location.search));
    return page.dispose;
  }, [page, currency, id]);
  return page;
}

/** The document title and one schema.org block in the head, kept up to date (`undefined` until loaded). */
export function useHeadData(scriptId: string, head: { title: string; jsonLd: object } | undefined): void {
  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    const script = document.getElementById(scriptId) ?? document.createElement('script');
    script.id = scriptId;
    script.setAttribute('type', 'application/ld+json');
    script.textContent = jsonLdText(head.jsonLd);
    document.head.append(script);
  }, [scriptId, head]);
}

/** The texts every live page shows besides its own. */
type StatusKey = 'company.all_companies' | 'errors.network' | 'common.retry';

export interface LivePageStatusProps<K extends string> {
  readonly state: LivePageState<unknown>;
  readonly retry: () => void;
  readonly t: Translate<K | StatusKey>;
  readonly texts: { readonly loading: K; readonly notFound: K; readonly error: K };
}

/** What a live page shows until it has its page: loading, not found (with the way back), or a retry. */
export function LivePageStatus<K extends string>({ state, retry, t, texts }: LivePageStatusProps<K>) {
  const locale = useStore($locale);
  if (state.status === 'loading') return <p role="status">{t(texts.loading)}</p>;
  if (state.status === 'not_found')
    return (
      <div role="alert">
        <p>{t(texts.notFound)}</p>
        <p className="company-view__back">
          <a href={localizedPath(COMPANIES_PATH, locale)}>{t('company.all_companies')}</a>
        </p>
      </div>
    );
  if (state.status === 'failed')
    return (
      <SearchRetry
        message={t(state.network ? 'errors.network' : texts.error)}
        retryLabel={t('common.retry')}
        onRetry={retry}
      />
    );
  return null;
}
