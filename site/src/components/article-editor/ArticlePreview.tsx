import { useStore } from '@nanostores/react';
import { PreviewCard, SandboxedHtml } from '@/components/company-account/shared/PreviewCard';
import type { Translate } from '@/i18n/format';
import { problemText } from '@/kit/problems';
import type { ArticleEditor } from './article-store';
import type { ArticleKey } from './messages';

/**
 * The typed text as the public will read it: rendered and sanitized by the API (the same code that renders it
 * when saved), shown in a sandboxed frame.
 */
export function ArticlePreview({ editor, t }: { readonly editor: ArticleEditor; readonly t: Translate<ArticleKey> }) {
  const html = useStore(editor.$preview);
  const state = useStore(editor.preview.$state);
  return (
    <PreviewCard
      id="articles-preview-title"
      className="articles-preview"
      title={t('admin.articles.preview_title')}
      action={t('admin.articles.preview')}
      busyAction={t('admin.articles.previewing')}
      busy={state.phase === 'loading'}
      onPreview={() => void editor.showPreview()}
      failure={state.phase === 'failed' ? problemText(t, state.problems.general) : undefined}
    >
      {html !== null && <SandboxedHtml title={t('admin.articles.preview_title')} html={html} />}
    </PreviewCard>
  );
}
