import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { ConfirmActions } from '@/kit/confirm';
import { problemText } from '@/kit/problems';
import { useDateFormat } from '@/kit/react';
import { articleUrl } from '@/urls/article-paths';
import type { ArticleAction, ArticleEditor } from './article-store';
import type { ArticleKey } from './messages';

type T = Translate<ArticleKey>;

/** "Publish … now?" and the like: yes or cancel; the question takes the focus. */
function Confirm({ editor, what, title, t }: { editor: ArticleEditor; what: ArticleAction; title: string; t: T }) {
  const busy = useStore(editor.action.$state).phase === 'loading';
  return (
    <ConfirmActions
      label={t(`admin.articles.${what}`)}
      question={t(`admin.articles.${what}_confirm`, { title })}
      confirmLabel={t(`admin.articles.${what}_yes`)}
      busyLabel={t('admin.articles.working')}
      cancelLabel={t('admin.articles.cancel')}
      busy={busy}
      onConfirm={() => void editor.confirm()}
      onCancel={editor.cancel}
      focusQuestion
      danger={what === 'delete'}
    />
  );
}

/** Where the saved article stands on the site, and publish (primary) or unpublish, and delete; each confirmed. */
export function ArticleActions({ editor, locale, t }: { editor: ArticleEditor; locale: Locale; t: T }) {
  const saved = useStore(editor.$saved);
  const asking = useStore(editor.$asking);
  const state = useStore(editor.action.$state);
  const formatDate = useDateFormat(locale);
  if (!saved) return null;
  const published = saved.state === 'published';
  return (
    <section className="admin-card articles-status" aria-labelledby="articles-status-title">
      <h2 id="articles-status-title" className="admin-card__title">
        {t('admin.articles.actions_title')}
      </h2>
      <p>
        <span className={`admin-badge articles-badge--${saved.state}`}>{t(`admin.articles.state.${saved.state}`)}</span>
        {published && saved.published_at && (
          <span className="admin-note">
            {' '}
            {t('admin.articles.published_on', { date: formatDate(saved.published_at) })}
          </span>
        )}
      </p>
      {published && (
        <a href={articleUrl(saved.locale, saved.section, saved.slug)} className="articles-view">
          {t('admin.articles.view')}
        </a>
      )}
      {asking ? (
        <Confirm editor={editor} what={asking} title={saved.title} t={t} />
      ) : (
        <div className="admin-actions">
          <button
            type="button"
            className={`account-button account-button--${published ? 'secondary' : 'primary'}`}
            onClick={() => editor.ask(published ? 'unpublish' : 'publish')}
          >
            {t(published ? 'admin.articles.unpublish' : 'admin.articles.publish')}
          </button>
          <button
            type="button"
            className="account-button account-button--secondary articles-danger-text"
            onClick={() => editor.ask('delete')}
          >
            {t('admin.articles.delete')}
          </button>
        </div>
      )}
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      {state.phase === 'done' && !asking && (
        <FormStatus tone="success">{t(`admin.articles.state.${saved.state}`)}</FormStatus>
      )}
    </section>
  );
}
