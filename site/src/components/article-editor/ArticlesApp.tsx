import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ArticleSummary } from '@migralink/shared/schemas/articles';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import { useDateFormat, useIsland } from '@/kit/react';
import { createArticleList } from './articles-store';
import type { ArticlesKey, ArticlesMessages } from './messages';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import './article-editor.css';

export interface ArticlesAppProps {
  readonly locale: Locale;
  readonly messages: ArticlesMessages;
}

/** Who writes articles (docs/product.md, "Articles"); admins pass every role check. */
export const writesArticles = (role: string | undefined) => role === 'content_manager' || role === 'admin';

function ArticleLine({ article, locale, t }: { article: ArticleSummary; locale: Locale; t: Translate<ArticlesKey> }) {
  const formatDate = useDateFormat(locale);
  return (
    <li className="admin-card articles-line">
      <div className="articles-line__head">
        <span className="articles-line__title">{article.title}</span>
        <span className={`admin-badge articles-badge--${article.state}`}>
          {t(`admin.articles.state.${article.state}`)}
        </span>
      </div>
      <p className="admin-note">
        {t(`admin.articles.language.${article.locale}`)} · {t(`admin.articles.section.${article.section}`)} ·{' '}
        {t('admin.articles.changed', { date: formatDate(article.updated_at) })}
      </p>
      <a
        className="account-button account-button--secondary"
        href={adminUrl(locale, 'article', { id: article.id })}
        aria-label={t('admin.articles.open_named', { title: article.title })}
      >
        {t('admin.articles.open')}
      </a>
    </li>
  );
}

/** Staff's articles (`/admin/articles/`): every language, last changed first; "Write an article" opens an empty one. */
export default function ArticlesApp({ locale, messages }: ArticlesAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() => createArticleList({ onSessionExpired: () => sendToSignIn(locale) }));
  const load = useStore(store.list.$state);
  const role = useSignedInRole();
  useEffect(() => {
    if (writesArticles(role)) void store.start();
  }, [role, store]);

  if (role !== undefined && !writesArticles(role)) return <FormStatus>{t('admin.articles.not_staff')}</FormStatus>;
  return (
    <div className="articles-admin">
      <div className="admin-intro">
        <p className="admin-note">{t('admin.articles.lead')}</p>
        <a className="account-button account-button--primary" href={adminUrl(locale, 'article')}>
          {t('admin.articles.new')}
        </a>
      </div>
      {(role === undefined || load.status === 'loading') && <Loading text={t('admin.articles.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void store.retry()} />}
      {load.status === 'ready' && load.data.items.length === 0 && (
        <p className="admin-card">{t('admin.articles.empty')}</p>
      )}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <ol className="admin-list">
          {load.data.items.map((article) => (
            <ArticleLine key={article.id} article={article} locale={locale} t={t} />
          ))}
        </ol>
      )}
      {load.status === 'ready' && load.data.nextCursor && (
        <LoadMore
          more={store.more}
          t={t}
          label={t('admin.articles.load_more')}
          busyLabel={t('admin.articles.loading_more')}
          onMore={() => void store.loadMore()}
        />
      )}
    </div>
  );
}
