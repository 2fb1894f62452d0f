import { useStore } from '@nanostores/react';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import type { NewsletterKey } from './messages';
import type { NewsletterEditor } from './newsletter-store';

type T = Translate<NewsletterKey>;

/**
 * The mail the form's text makes, as the API lays it out: its HTML in a sandboxed frame (no script, no origin:
 * the page's policy keeps its inline styles out, so colours show only in a mail program: the test is for that),
 * and its plain text.
 */
export function NewsletterPreview({ editor, t }: { readonly editor: NewsletterEditor; readonly t: T }) {
  const preview = useStore(editor.$preview);
  const state = useStore(editor.preview.$state);
  const busy = state.phase === 'loading';
  return (
    <section className="admin-card letters" aria-labelledby="letters-preview-title">
      <h2 id="letters-preview-title" className="admin-card__title">
        {t('admin.newsletters.preview_title')}
      </h2>
      <div className="letters-actions">
        <button
          type="button"
          className="account-button account-button--secondary"
          disabled={busy}
          onClick={() => void editor.showPreview()}
        >
          {t(busy ? 'admin.newsletters.previewing' : 'admin.newsletters.preview')}
        </button>
      </div>
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      {preview && (
        <>
          <p className="admin-note">{t('admin.newsletters.preview_note')}</p>
          <iframe
            className="letters-preview__frame"
            title={t('admin.newsletters.preview_frame')}
            sandbox=""
            srcDoc={preview.html}
          />
          <details>
            <summary>{t('admin.newsletters.preview_text')}</summary>
            <pre className="letters-preview__text">{`${preview.subject}\n\n${preview.text}`}</pre>
          </details>
        </>
      )}
    </section>
  );
}
