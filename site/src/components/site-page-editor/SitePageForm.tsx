import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { problemText } from '@/kit/problems';
import { useFocusFirstInvalid } from '@/kit/react';
import { FactsFields } from './FactsFields';
import { OfficesFields } from './OfficesFields';
import { PageFields } from './PageFields';
import { SectionsFields } from './SectionsFields';
import { WebinarFields } from './WebinarFields';
import type { T } from './editor-fields';
import { publicPath } from './public-path';
import type { SitePageEditor } from './site-page-store';

/** The page's form by its kind, saved whole; after a 409 it offers to reload. */
export function SitePageForm({ editor, t }: { editor: SitePageEditor; t: T }) {
  const saved = useStore(editor.$saved);
  const state = useStore(editor.save.$state);
  const dirty = useStore(editor.$dirty);
  const stale = useStore(editor.$stale);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, state);
  if (!saved) return null;
  const general = problemText(t, state.problems.general);
  return (
    <form
      ref={ref}
      className="admin-card account-form site-page-form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.submit();
      }}
    >
      {saved.kind === 'contacts' ? (
        <OfficesFields editor={editor} t={t} />
      ) : (
        <>
          <PageFields editor={editor} t={t} />
          {saved.kind === 'programme' && <FactsFields editor={editor} t={t} />}
          {saved.kind === 'webinar' && <WebinarFields editor={editor} t={t} />}
          <SectionsFields editor={editor} t={t} />
        </>
      )}
      {general && <FormAlert>{general}</FormAlert>}
      {stale && (
        <button type="button" className="account-button account-button--secondary" onClick={() => void editor.reload()}>
          {t('admin.site_pages.reload')}
        </button>
      )}
      {state.phase === 'done' && !dirty && <FormStatus tone="success">{t('admin.site_pages.saved')}</FormStatus>}
      <div className="admin-actions site-page-form__actions">
        <SubmitButton
          busy={state.phase === 'loading'}
          disabled={stale}
          label={t('admin.site_pages.save')}
          busyLabel={t('admin.site_pages.saving')}
        />
        <a href={publicPath(saved)} target="_blank" rel="noopener">
          {t('admin.site_pages.view')}
        </a>
      </div>
    </form>
  );
}
