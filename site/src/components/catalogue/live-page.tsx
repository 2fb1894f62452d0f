import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiError } from '@migralink/shared/client';
import { isAnswered } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import { $currency } from '@/stores/currency';
import { $locale } from '@/stores/locale';
import { keepQueryInLanguageLinks } from '@/urls/language-links';
import { localizedPath } from '@/urls/localized-url';
import { COMPANIES_PATH } from '../search/search-url';
import { uuidFromQuery } from '@/urls/ids';
import { jsonLdText } from './company-view';

/**
 * The live pages (`/company/?id=`, `/service/?id=`) show what was published
 * after the build: they load by the `?id=` of the address, again when the
 * language or the currency changes, and put the title and schema.org data
 * into the head as the pre-built pages have them.
 */
export type LivePageState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'not_found' }
  | { readonly status: 'failed'; readonly network: boolean }
  | { readonly status: 'done'; readonly page: T };

/** Loads the page of the address's `?id=`; 404 and a malformed id are "not found". */
export function useLivePage<T>(load: (id: string) => Promise<T>): { state: LivePageState<T>; retry: () => void } {
  const locale = useStore($locale);
  // Prices come in the visitor's currency: a switch loads the page again.
  const currency = useStore($currency);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LivePageState<T>>({ status: 'loading' });

  useEffect(() => {
    const id = uuidFromQuery(window.location.search);
    if (!id) {
      setState({ status: 'not_found' });
      return;
    }
    keepQueryInLanguageLinks(`id=${id}`);
    let current = true;
    // A page on screen stays while it loads again (another language or currency); only a first load says so.
    setState((shown) => (shown.status === 'done' ? shown : { status: 'loading' }));
    load(id)
      .then((page) => current && setState({ status: 'done', page }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 422))
          setState({ status: 'not_found' });
        else setState({ status: 'failed', network: !isAnswered(error) });
      });
    return () => {
      current = false;
    };
    // `load` is a module-level function of each page; the page loads again on language, currency and retry.
  }, [locale, currency, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
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
      <div role="alert" className="search-teaser__error">
        <p>{t(state.network ? 'errors.network' : texts.error)}</p>
        <button type="button" className="search-teaser__retry" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  return null;
}
