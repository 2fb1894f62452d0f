import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { problemText } from '@/kit/problems';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { useFocusFirstInvalid, useIsland } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LocaleTabs } from '../shared/LocaleTabs';
import { ModerationBar } from '../shared/ModerationBar';
import { adminUrl, localeFromQuery } from '../shared/paths';
import { PlansNote } from '../shared/PlansNote';
import { PlanLocaleNote } from '../shared/PlanLocaleNote';
import { sendToSignIn } from '../shared/session';
import type { BlockProps } from './bind-fields';
import type { EditorData } from './company-editor-fetch';
import { createCompanyEditor, type CompanyEditor } from './company-editor-store';
import type { CompanyValues } from './company-form';
import type { EditorScreen } from './company-problems';
import type { EditorFrameKey, EditorFrameMessages } from './messages';
import '@/components/account/account.css';
import '../shared/admin.css';
import './company-editor.css';

type T = Translate<EditorFrameKey>;

function showLocaleInAddress(locale: Locale): void {
  const url = new URL(window.location.href);
  url.searchParams.set('locale', locale);
  window.history.replaceState(window.history.state, '', url);
}

/** An editor island's store, with the browser's confirm, address and sign-in. */
export function useEditorIsland(locale: Locale, screen: EditorScreen, t: T): CompanyEditor {
  return useIsland(() =>
    createCompanyEditor({
      locale,
      screen,
      t,
      confirm: (question) => window.confirm(question),
      showLocale: showLocaleInAddress,
      toSignIn: () => sendToSignIn(locale),
    }),
  );
}

export interface EditorFrameProps {
  readonly editor: CompanyEditor;
  readonly locale: Locale;
  readonly messages: EditorFrameMessages;
  readonly t: T;
  readonly children: (props: BlockProps) => ReactNode;
}

/**
 * Around either editor's blocks: loading and its failure, the moderation bar,
 * the language tabs, the form with its general error, and the save bar with
 * the unsaved-changes note and the preview link.
 */
export function EditorFrame({ editor, locale, messages, t, children }: EditorFrameProps) {
  const state = useStore(editor.loader.$state);
  const values = useStore(editor.$values);
  const dirty = useStore(editor.$dirty);

  // The edited language is in the address (`?locale=`), read once the island runs (the page is static).
  useEffect(() => {
    void editor.start(localeFromQuery(window.location.search) ?? locale);
    return editor.cancel;
  }, [editor, locale]);

  // Leaving the page with unsaved changes asks first (the browser words the question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (state.status === 'failed') return <LoadFailed error={state.error} t={t} onRetry={() => void editor.retry()} />;
  if (state.status === 'loading' || values === null) return <Loading text={t('company_editor.loading')} />;
  return (
    <div className="company-editor">
      <EditorHeader editor={editor} data={state.data} locale={locale} messages={messages} t={t} />
      <EditorForm editor={editor} data={state.data} values={values} locale={locale} t={t}>
        {children}
      </EditorForm>
    </div>
  );
}

interface PartProps {
  readonly editor: CompanyEditor;
  readonly data: EditorData;
  readonly locale: Locale;
  readonly t: T;
}

/** The moderation bar (once the company exists) and the language tabs. */
function EditorHeader({ editor, data, locale, messages, t }: PartProps & { readonly messages: EditorFrameMessages }) {
  const { company } = data;
  const editLocale = useStore(editor.$editLocale);
  const busy = useStore(editor.request.$state).phase === 'loading';
  const { locked } = useStore(editor.$planLocales);
  return (
    <>
      {company.uuid !== null ? (
        <ModerationBar
          state={company}
          locale={locale}
          busy={busy}
          onSubmit={editor.actions.submit}
          onPublish={editor.actions.publish}
          onUnpublish={editor.actions.unpublish}
          messages={messages}
        />
      ) : (
        <p className="admin-note company-editor__new">{t('company_editor.new_company')}</p>
      )}
      <div className="company-editor__locale">
        <LocaleTabs
          value={editLocale}
          filled={company.filled_locales}
          locked={{ locales: locked, label: t('admin.plans.locked_tab') }}
          onChange={(next) => void editor.switchLocale(next)}
          messages={messages}
        />
        <p className="admin-note">{t('company_editor.locale_note', { language: t(`admin.locale.${editLocale}`) })}</p>
        <LockedLocaleNote editor={editor} company={company} t={t} />
      </div>
    </>
  );
}

/** On a language the plan does not include: why its form cannot be changed, and the plans that include it. */
function LockedLocaleNote({
  editor,
  company,
  t,
}: Omit<PartProps, 'data' | 'locale'> & { readonly company: EditorData['company'] }) {
  const locked = useStore(editor.$locked);
  const { plans } = useStore(editor.$planLocales);
  if (!locked) return null;
  const written = company.text_locales.map((each) => t(`admin.locale.${each}`)).join(', ');
  const text = t('company_editor.plan_locked', { plan: t(`admin.plan.${company.plan}`), written });
  return <PlanLocaleNote text={text} plans={plans} t={t} />;
}

/** The form: its general error, the editor's blocks, and the save bar. */
function EditorForm({
  editor,
  data,
  values,
  locale,
  t,
  children,
}: PartProps & { readonly values: CompanyValues; readonly children: (props: BlockProps) => ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const request = useStore(editor.request.$state);
  const editLocale = useStore(editor.$editLocale);
  const locked = useStore(editor.$locked);
  useFocusFirstInvalid(form, request);
  const errorAt = (path: string) => problemText(t, request.problems.fields[path]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.save();
  };
  return (
    <form
      ref={form}
      className="account-form company-editor__form"
      method="post"
      noValidate
      aria-busy={request.phase === 'loading'}
      lang={editLocale}
      onSubmit={submit}
    >
      {request.problems.general && <SaveAlert editor={editor} data={data} locale={locale} t={t} />}
      {/* A language the plan does not include is shown to read, not to write (the note above says why). */}
      <fieldset className="company-editor__fields" disabled={locked}>
        {children({ values, change: editor.change, init: data.init, errorAt })}
      </fieldset>
      <SaveBar editor={editor} data={data} locale={locale} t={t} />
    </form>
  );
}

/** Why the save failed: the general error, the plans that allow it, a link to the other editor when it has errors. */
function SaveAlert({ editor, locale, t }: PartProps) {
  const general = useStore(editor.request.$state).problems.general;
  const plans = useStore(editor.$plans);
  const elsewhere = useStore(editor.$elsewhere);
  const editLocale = useStore(editor.$editLocale);
  const other = editor.screen === 'company' ? 'offices' : 'company';
  return (
    <FormAlert>
      {problemText(t, general)}
      <PlansNote plans={plans} t={t} />
      {elsewhere && (
        <>
          {' '}
          <a href={adminUrl(locale, other, { locale: editLocale })}>
            {t(other === 'offices' ? 'company_editor.offices_link' : 'company_editor.company_link')}
          </a>
        </>
      )}
    </FormAlert>
  );
}

/** Save (or create), the preview link, and whether the changes are saved. */
function SaveBar({ editor, data, locale, t }: PartProps) {
  const { phase } = useStore(editor.request.$state);
  const dirty = useStore(editor.$dirty);
  const editLocale = useStore(editor.$editLocale);
  const locked = useStore(editor.$locked);
  const busy = phase === 'loading';
  const created = data.company.uuid !== null;
  return (
    <div className="account-form__actions company-editor__save">
      <SubmitButton
        busy={busy}
        disabled={locked}
        label={t(created ? 'company_editor.save' : 'company_editor.create')}
        busyLabel={t('company_editor.saving')}
      />
      {created && (
        <a
          className="account-button account-button--quiet admin-link-button"
          href={adminUrl(locale, 'companyPreview', { locale: editLocale })}
        >
          {t('company_editor.preview')}
        </a>
      )}
      {dirty && !busy && <span className="admin-note">{t('company_editor.unsaved')}</span>}
      {phase === 'done' && !dirty && <FormStatus tone="success">{t('company_editor.saved')}</FormStatus>}
    </div>
  );
}
