import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { CertificateApplication } from '@migralink/shared/schemas/certificates';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { queryParam, useDateFormat, useFocusFirstInvalid, useForm, useIsland } from '@/kit/react';
import { sendToSignIn } from '../shared/session';
import { useSignedInRole } from '../shared/use-role';
import { createApplicationForm, type ApplicationForm, type ApplicationScreen } from './application-form-store';
import { CompanyFields, ContactFields, StatementFields } from './ApplicationFields';
import { ApplicationView } from './ApplicationView';
import { DocumentsField } from './DocumentsField';
import type { ApplicationFormKey, ApplicationFormMessages } from './messages';
import { certificatesUrl, certificateUrl } from './paths';
import '../../account/account.css';
import '../shared/admin.css';
import './certificates.css';

export interface ApplicationFormAppProps {
  readonly locale: Locale;
  readonly messages: ApplicationFormMessages;
}

type T = Translate<ApplicationFormKey>;

/** `?id=` of the saved application, so a reload continues it. */
function remember(id: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('id', id);
  window.history.replaceState(window.history.state, '', url);
}

/** Staff's comment of the last return for changes, shown above the form. */
const returnComment = (application: CertificateApplication | null) =>
  application?.state === 'returned'
    ? application.history.findLast((event) => event.state === 'returned')?.comment
    : undefined;

function Form({
  store,
  screen,
  t,
}: {
  readonly store: ApplicationForm;
  readonly screen: ApplicationScreen;
  readonly t: T;
}) {
  const { busy, general, bind, state } = useForm(store.form, t);
  const sending = useStore(store.$sending);
  const saved = useStore(store.$saved);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, state);
  const comment = returnComment(screen.application);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.send();
  };
  return (
    <form ref={formRef} className="account-form cert-form" method="post" noValidate onSubmit={onSubmit}>
      {comment && (
        <div className="admin-moderation-bar__comment" role="note">
          <p className="admin-moderation-bar__comment-title">{t('admin.certificates.returned_comment')}</p>
          <p>{comment}</p>
        </div>
      )}
      <p className="admin-note">{t('admin.certificates.form_lead')}</p>
      <CompanyFields init={screen.init} bind={bind} t={t} />
      <ContactFields bind={bind} t={t} />
      <StatementFields init={screen.init} bind={bind} t={t} />
      <DocumentsField store={store} init={screen.init} error={bind('documents').error} t={t} />
      {general && <FormAlert>{general}</FormAlert>}
      {saved && <FormStatus tone="success">{t('admin.certificates.draft_saved')}</FormStatus>}
      <p className="admin-note">{t('admin.certificates.send_hint')}</p>
      <div className="account-form__actions">
        <button type="submit" className="account-button account-button--primary" disabled={busy}>
          {t(sending === 'submit' ? 'admin.certificates.sending' : 'admin.certificates.send')}
        </button>
        <button
          type="button"
          className="account-button account-button--secondary"
          disabled={busy}
          onClick={() => void store.saveDraft()}
        >
          {t(sending === 'draft' ? 'admin.certificates.saving_draft' : 'admin.certificates.save_draft')}
        </button>
      </div>
    </form>
  );
}

/**
 * The certificate application form (`/admin/certificates/apply/`, `?id=` to continue one): every field with
 * the init's choices, the statements, the documents, "Send to staff" and "Save draft"; staff's comment above
 * a returned one; an application that cannot be changed is shown read-only.
 */
export default function ApplicationFormApp({ locale, messages }: ApplicationFormAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const store = useIsland(() =>
    createApplicationForm({
      onSessionExpired: () => sendToSignIn(locale),
      remember,
      toApplication: (id) => window.location.assign(certificateUrl(locale, id)),
    }),
  );
  const role = useSignedInRole();
  const load = useStore(store.screen.$state);
  useEffect(() => {
    if (role === 'company') void store.start(queryParam('id'));
  }, [role, store]);

  if (role !== undefined && role !== 'company') return <FormStatus>{t('admin.certificates.not_allowed')}</FormStatus>;
  if (role === undefined || load.status === 'loading') return <Loading text={t('admin.certificates.loading')} />;
  if (load.status === 'failed') return <LoadFailed error={load.error} t={t} onRetry={() => void store.retry()} />;
  const { application } = load.data;
  const back = (
    <a className="cert-back" href={certificatesUrl(locale)}>
      ← {t('admin.certificates.back')}
    </a>
  );
  if (application && !application.editable)
    return (
      <div className="cert">
        {back}
        <FormStatus>{t('admin.certificates.not_editable')}</FormStatus>
        <a
          className="account-button account-button--secondary cert-action"
          href={certificateUrl(locale, application.id)}
        >
          {t('admin.certificates.to_application')}
        </a>
        <ApplicationView application={application} locale={locale} formatDate={formatDate} t={t} />
      </div>
    );
  return (
    <div className="cert">
      {back}
      <Form store={store} screen={load.data} t={t} />
    </div>
  );
}
