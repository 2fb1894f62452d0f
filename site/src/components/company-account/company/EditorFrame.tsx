import { useRef, type ReactNode, type SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyInit } from '@migralink/shared/schemas/company-account';
import type { Translate } from '@/i18n/format';
import { problemText } from '@/kit/problems';
import { FormAlert, FormStatus, RetryAlert, SubmitButton } from '@/kit/fields';
import { useFocusFirstInvalid } from '@/kit/react';
import { LocaleTabs } from '../shared/LocaleTabs';
import { ModerationBar } from '../shared/ModerationBar';
import { adminUrl } from '../shared/paths';
import type { CompanyValues } from './company-form';
import type { EditorScreen } from './company-problems';
import type { EditorFrameKey, EditorFrameMessages } from './messages';
import type { CompanyEditor } from './use-company-editor';
import '@/components/account/account.css';
import '../shared/admin.css';
import './company-editor.css';

/** What an editor's blocks get: the form, how to change it, the choices and each field's error. */
export interface BlockProps {
  readonly values: CompanyValues;
  readonly change: CompanyEditor['change'];
  readonly init: CompanyInit;
  readonly errorAt: (path: string) => string | undefined;
}

export interface EditorFrameProps {
  readonly editor: CompanyEditor;
  readonly locale: Locale;
  readonly screen: EditorScreen;
  readonly messages: EditorFrameMessages;
  readonly t: Translate<EditorFrameKey>;
  readonly children: (props: BlockProps) => ReactNode;
}

/**
 * Around either editor's blocks: loading and its failure, the moderation bar,
 * the language tabs, the form with its general error, and the save bar with
 * the unsaved-changes note and the preview link.
 */
export function EditorFrame({ editor, locale, screen, messages, t, children }: EditorFrameProps) {
  const form = useRef<HTMLFormElement>(null);
  const { load, values, request } = editor;
  useFocusFirstInvalid(form, request.state);

  if (load.status === 'failed') {
    return <RetryAlert message={problemText(t, load.problem)} retryLabel={t('common.retry')} onRetry={editor.retry} />;
  }
  if (load.status === 'loading' || values === null) {
    return (
      <div aria-busy="true">
        <FormStatus>{t('company_editor.loading')}</FormStatus>
      </div>
    );
  }

  const { company, init } = load;
  const busy = request.state.phase === 'loading';
  const created = company.uuid !== null;
  const errorAt = (path: string) => problemText(t, request.state.problems.fields[path]);
  const other = screen === 'company' ? 'offices' : 'company';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void editor.save();
  };

  return (
    <div className="company-editor">
      {created ? (
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
          value={editor.editLocale}
          filled={company.filled_locales}
          onChange={editor.switchLocale}
          messages={messages}
        />
        <p className="admin-note">
          {t('company_editor.locale_note', { language: t(`admin.locale.${editor.editLocale}`) })}
        </p>
      </div>
      <form
        ref={form}
        className="account-form company-editor__form"
        method="post"
        noValidate
        aria-busy={busy}
        lang={editor.editLocale}
        onSubmit={submit}
      >
        {request.state.problems.general && (
          <FormAlert>
            {problemText(t, request.state.problems.general)}
            {editor.plans.length > 0 &&
              ` ${t('admin.plan_limit.plans', { plans: editor.plans.map((plan) => t(`admin.plan.${plan}`)).join(', ') })}`}
            {editor.elsewhere && (
              <>
                {' '}
                <a href={adminUrl(locale, other, { locale: editor.editLocale })}>
                  {t(screen === 'company' ? 'company_editor.offices_link' : 'company_editor.company_link')}
                </a>
              </>
            )}
          </FormAlert>
        )}
        {children({ values, change: editor.change, init, errorAt })}
        <div className="account-form__actions company-editor__save">
          <SubmitButton
            busy={busy}
            label={t(created ? 'company_editor.save' : 'company_editor.create')}
            busyLabel={t('company_editor.saving')}
          />
          {created && (
            <a
              className="account-button account-button--quiet admin-link-button"
              href={adminUrl(locale, 'companyPreview', { locale: editor.editLocale })}
            >
              {t('company_editor.preview')}
            </a>
          )}
          {editor.dirty && !busy && <span className="admin-note">{t('company_editor.unsaved')}</span>}
          {request.state.phase === 'done' && !editor.dirty && (
            <FormStatus tone="success">{t('company_editor.saved')}</FormStatus>
          )}
        </div>
      </form>
    </div>
  );
}
