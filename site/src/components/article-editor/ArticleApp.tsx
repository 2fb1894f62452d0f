import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { queryParam, useIsland } from '@/kit/react';
import { ArticleActions } from './ArticleActions';
import { ArticleCover } from './ArticleCover';
import { ArticleForm } from './ArticleForm';
import { ArticlePreview } from './ArticlePreview';
import { ArticleVersions } from './ArticleVersions';
import { writesArticles } from './ArticlesApp';
import { createArticleEditor } from './article-store';
import type { ArticleMessages } from './messages';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import './article-editor.css';

export interface ArticleAppProps {
  readonly locale: Locale;
  readonly messages: ArticleMessages;
}

/**
 * One article (`/admin/articles/edit/`, `?id=`, or `?translation_of=` for a new language; docs/product.md,
 * "Articles"): its form, saved; on the site (publish, unpublish, delete, each confirmed); its cover; its other
 * languages; the preview of its text as the public will read it.
 */
export default function ArticleApp({ locale, messages }: ArticleAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const editor = useIsland(() =>
    createArticleEditor({
      onSessionExpired: () => sendToSignIn(locale),
      onCreated: (id) => window.history.replaceState(null, '', adminUrl(locale, 'article', { id })),
    }),
  );
  const load = useStore(editor.loader.$state);
  const deleted = useStore(editor.$deleted);
  const role = useSignedInRole();
  useEffect(() => {
    if (writesArticles(role)) void editor.start(queryParam('id'), locale, queryParam('translation_of'));
  }, [role, editor, locale]);

  if (role !== undefined && !writesArticles(role)) return <FormStatus>{t('admin.articles.not_staff')}</FormStatus>;
  return (
    <div className="articles-admin">
      <a className="articles-back" href={adminUrl(locale, 'articles')}>
        ← {t('admin.articles.back')}
      </a>
      {(role === undefined || load.status === 'loading') && <Loading text={t('admin.articles.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void editor.loader.retry()} />}
      {deleted && <FormStatus tone="success">{t('admin.articles.deleted')}</FormStatus>}
      {load.status === 'ready' && !deleted && (
        <div className="articles-editor">
          <ArticleForm editor={editor} choices={load.data} t={t} />
          <aside className="articles-side">
            <ArticleActions editor={editor} locale={locale} t={t} />
            <ArticleCover editor={editor} t={t} />
            <ArticleVersions editor={editor} locale={locale} t={t} />
          </aside>
          <ArticlePreview editor={editor} t={t} />
        </div>
      )}
    </div>
  );
}
