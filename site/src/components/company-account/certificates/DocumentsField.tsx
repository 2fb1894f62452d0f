import { useStore } from '@nanostores/react';
import { useId, type ChangeEvent } from 'react';
import { DOCUMENT_TYPES } from '@migralink/shared/account-rules';
import { MAX_DOCUMENTS, type CertificateInit, type DocumentKind } from '@migralink/shared/schemas/certificates';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { ChoiceField } from '@/kit/choices';
import { FieldGroup } from '@/kit/field-layout';
import { problemText } from '@/kit/problems';
import type { ApplicationForm } from './application-form-store';
import type { ApplicationFormKey } from './messages';

/**
 * The application's documents: each uploaded with its kind, listed with a button that removes it; the kinds
 * asked for are marked. A file is uploaded as soon as it is chosen (saved with the application).
 */
export function DocumentsField({
  store,
  init,
  error,
  t,
}: {
  readonly store: ApplicationForm;
  readonly init: CertificateInit;
  readonly error: string | undefined;
  readonly t: Translate<ApplicationFormKey>;
}) {
  const inputId = useId();
  const { documents } = useStore(store.form.$values);
  const kind = useStore(store.$kind);
  const { phase, problems } = useStore(store.uploading.$state);
  const full = documents.length >= MAX_DOCUMENTS;
  const kinds = init.documents.map((document) => ({
    value: document.id,
    label: document.required ? `${document.name} (${t('admin.certificates.document_required')})` : document.name,
  }));
  const last = documents.at(-1);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file) void store.addDocument(file);
  };

  return (
    <FieldGroup
      legend={t('admin.certificates.section.documents')}
      hint={t('admin.certificates.documents_hint')}
      error={error}
    >
      {documents.length > 0 && (
        <ul className="cert-documents">
          {documents.map((document) => (
            <li key={document.id} className="cert-documents__item">
              <span>
                {document.name} <span className="admin-note">{t(`admin.certificates.document_${document.kind}`)}</span>
              </span>
              <button
                type="button"
                className="account-button account-button--quiet"
                onClick={() => store.removeDocument(document.id)}
              >
                {t('admin.certificates.remove_document', { name: document.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="cert-upload">
        <ChoiceField
          name="document_kind"
          label={t('admin.certificates.document_kind')}
          value={kind}
          choices={kinds}
          onChange={(value) => store.chooseKind(value as DocumentKind)}
        />
        <input
          id={inputId}
          type="file"
          name="document_file"
          accept={DOCUMENT_TYPES.join(',')}
          className="visually-hidden cert-upload__file"
          disabled={phase === 'loading' || full}
          onChange={choose}
        />
        <label htmlFor={inputId} className="account-button account-button--secondary" aria-disabled={full || undefined}>
          {t('admin.certificates.document_file')}
        </label>
      </div>
      {full && <p className="admin-note">{t('admin.certificates.max_documents', { max: MAX_DOCUMENTS })}</p>}
      {phase === 'loading' && <FormStatus>{t('admin.certificates.uploading')}</FormStatus>}
      {phase === 'done' && last && (
        <FormStatus tone="success">{t('admin.certificates.uploaded', { name: last.name })}</FormStatus>
      )}
      {phase === 'failed' && <FormAlert>{problemText(t, problems.general)}</FormAlert>}
    </FieldGroup>
  );
}
