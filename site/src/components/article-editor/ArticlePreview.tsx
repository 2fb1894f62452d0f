import { useStore } from '@nanostores/react';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import type { ArticleEditor } from './article-store';
import type { ArticleKey } from './messages';

/**
 * The typed text as the public will read it: rendered and sanitized by the API (the same code that renders it
 * when saved), shown in a sandboxed frame with no script and no origin.
 */
export function ArticlePreview({ editor, t }: { readonly editor: ArticleEditor; readonly t: Translate<ArticleKey> }) {
  const html = useStore(editor.$preview);
  const state = useStore(editor.preview.$state);
  const busy = state.phase === 'loading';
  return (
    <section className="admin-card articles-preview" aria-labelledby="articles-preview-title">
      <h2 id="articles-preview-title" className="admin-card__title">
        {t('admin.articles.preview_title')}
      </h2>
      <div className="articles-actions">
        <button
          type="button"
          className="account-button account-button--secondary"
          disabled={busy}
          onClick={() => void editor.showPreview()}
        >
          {t(busy ? 'admin.articles.previewing' : 'admin.articles.preview')}
        </button>
      </div>
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      {html !== null && (
        <iframe
          className="articles-preview__frame"
          title={t('admin.articles.preview_title')}
          sandbox=""
          srcDoc={html}
        />
      )}
    </section>
  );
}
