import { useStore } from '@nanostores/react';
import { useId, type ChangeEvent } from 'react';
import { IMAGE_TYPES } from '@migralink/shared/account-rules';
import type { Translate } from '@/i18n/format';
import { problemText } from '@/kit/problems';
import { FormStatus } from '@/kit/alerts';
import { describedBy } from '@/kit/field-layout';
import { useIsland } from '@/kit/react';
import type { CompanyImagePurpose } from './company-upload';
import { createImageUpload } from './image-upload-store';
import type { EditorFrameKey } from './messages';

/**
 * An image of the company (logo, office logo, employee photo): shown, chosen,
 * uploaded at once (the path goes into the form, saved with it) or removed.
 */
export function ImageField({
  name,
  label,
  alt,
  purpose,
  value,
  onChange,
  error,
  t,
}: {
  /** The field's path in the form (`offices.0.logo`): the file input's name. */
  readonly name?: string;
  readonly label: string;
  readonly alt: string;
  readonly purpose: CompanyImagePurpose;
  readonly value: string | null;
  readonly onChange: (path: string | null) => void;
  readonly error?: string | undefined;
  readonly t: Translate<EditorFrameKey>;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useIsland(() => createImageUpload(purpose));
  const { phase, problems } = useStore(upload.request.$state);
  const shownError = problemText(t, problems.general) ?? error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after an error) is a change too.
    input.value = '';
    if (file) void upload.choose(file, onChange);
  };

  return (
    <div className={`company-editor__image${shownError ? ' account-field--invalid' : ''}`}>
      <p className="account-field__label">{label}</p>
      <div className="company-editor__image-row">
        {value ? (
          <img className="company-editor__thumb" src={value} alt={alt} width={72} height={72} />
        ) : (
          <span className="company-editor__thumb company-editor__thumb--empty">{t('company_editor.image.none')}</span>
        )}
        <div className="company-editor__image-controls">
          <input
            id={inputId}
            name={name}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="visually-hidden company-editor__file"
            aria-describedby={describedBy(hintId, shownError && errorId)}
            aria-invalid={shownError ? true : undefined}
            disabled={phase === 'loading'}
            onChange={choose}
          />
          <label htmlFor={inputId} className="account-button account-button--secondary">
            {t(value ? 'company_editor.image.replace' : 'company_editor.image.choose')}
            <span className="visually-hidden">: {label}</span>
          </label>
          {value && (
            <button type="button" className="account-button account-button--quiet" onClick={() => onChange(null)}>
              {t('company_editor.image.remove')}
              <span className="visually-hidden">: {label}</span>
            </button>
          )}
        </div>
      </div>
      <p id={hintId} className="account-field__hint">
        {t('company_editor.image.hint')}
      </p>
      {phase === 'loading' && <FormStatus>{t('company_editor.image.uploading')}</FormStatus>}
      {phase === 'done' && <FormStatus tone="success">{t('company_editor.image.uploaded')}</FormStatus>}
      {shownError && (
        <p id={errorId} className="account-field__error">
          {shownError}
        </p>
      )}
    </div>
  );
}
