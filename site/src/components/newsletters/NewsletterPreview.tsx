import { useStore } from '@nanostores/react';
import { PreviewCard, SandboxedHtml } from '@/components/company-account/shared/PreviewCard';
import type { Translate } from '@/i18n/format';
import { problemText } from '@/kit/problems';
import type { NewsletterKey } from './messages';
import type { NewsletterEditor } from './newsletter-store';

type T = Translate<NewsletterKey>;

/**
 * The mail the form's text makes, as the API lays it out: its HTML in a sandboxed frame (the page's policy keeps
 * its inline styles out, so colours show only in a mail program: the test is for that), and its plain text.
 */
export function NewsletterPreview({ editor, t }: { readonly editor: NewsletterEditor; readonly t: T }) {
  const preview = useStore(editor.$preview);
  const state = useStore(editor.preview.$state);
  return (
    <PreviewCard
      id="letters-preview-title"
      title={t('admin.newsletters.preview_title')}
      action={t('admin.newsletters.preview')}
      busyAction={t('admin.newsletters.previewing')}
      busy={state.phase === 'loading'}
      onPreview={() => void editor.showPreview()}
      failure={state.phase === 'failed' ? problemText(t, state.problems.general) : undefined}
    >
      {preview && (
        <>
          <p className="admin-note">{t('admin.newsletters.preview_note')}</p>
          <SandboxedHtml title={t('admin.newsletters.preview_frame')} html={preview.html} />
          <details>
            <summary>{t('admin.newsletters.preview_text')}</summary>
            <pre className="letters-preview__text">{`${preview.subject}\n\n${preview.text}`}</pre>
          </details>
        </>
      )}
    </PreviewCard>
  );
}
