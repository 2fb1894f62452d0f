import { useStore } from '@nanostores/react';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import type { ArticleEditor } from './article-store';
import type { ArticleKey } from './messages';

/** The cover: shown once there is one; a new image is uploaded, checked by the API and replaces it. */
export function ArticleCover({ editor, t }: { readonly editor: ArticleEditor; readonly t: Translate<ArticleKey> }) {
  const saved = useStore(editor.$saved);
  const state = useStore(editor.cover.$state);
  const busy = state.phase === 'loading';
  return (
    <section className="admin-card articles-cover" aria-labelledby="articles-cover-title">
      <h2 id="articles-cover-title" className="admin-card__title">
        {t('admin.articles.cover_title')}
      </h2>
      {saved?.cover ? (
        <img className="articles-cover__image" src={saved.cover} alt={t('admin.articles.cover_alt')} />
      ) : (
        <p className="admin-note">{t('admin.articles.cover_none')}</p>
      )}
      {saved ? (
        <label className={`account-button account-button--secondary articles-cover__pick${busy ? ' is-busy' : ''}`}>
          {t(busy ? 'admin.articles.cover_uploading' : 'admin.articles.cover_choose')}
          <input
            type="file"
            name="cover"
            accept="image/jpeg,image/png,image/webp"
            className="articles-cover__input"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void editor.uploadCover(file);
              event.currentTarget.value = '';
            }}
          />
        </label>
      ) : (
        <FormStatus>{t('admin.articles.save_first')}</FormStatus>
      )}
      <p className="admin-note">{t('admin.articles.cover_hint')}</p>
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
    </section>
  );
}
