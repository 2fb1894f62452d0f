import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { IMAGE_TYPES } from '@migralink/shared/schemas/auth';
import type { Translate } from '@/i18n/format';
import { describeError, problemText, type Problem } from '@/components/account/problems';
import { describedBy, FieldFrame, FormStatus } from '@/components/account/ui';
import { checkImage } from '@/components/account/validation';
import { FieldGroup, type Option } from '../shared/fields';
import { uploadCompanyImage, type CompanyImagePurpose } from './company-upload';
import type { EditorFrameKey } from './messages';

/**
 * The editors' own controls, beside the account forms' fields (`ui.tsx`) and
 * the admin screens' (`../shared/fields`): single choices, a time, an
 * image upload, the rows of a list with their add and remove buttons.
 */

/** Radio buttons under a legend (a short list: the office's kind). */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly Option<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly error?: string | undefined;
}) {
  return (
    <FieldGroup legend={legend} error={error} className="admin-choices">
      <div className="admin-options">
        {options.map((option) => (
          <label key={option.value} className="account-check">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/** A time of day (`HH:MM`) in the account field frame; the browser offers its own time picker. */
export function TimeField({
  label,
  name,
  value,
  onChange,
  error,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type="time"
        value={value}
        className="account-field__input company-editor__time"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

/**
 * An image of the company (logo, office logo, employee photo): shown, chosen,
 * uploaded at once (the path goes into the form, saved with it) or removed.
 */
export function ImageField({
  label,
  alt,
  purpose,
  value,
  onChange,
  error,
  t,
}: {
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
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const shownError = problemText(t, problem) ?? error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after an error) is a change too.
    input.value = '';
    if (!file) return;
    const wrongType = checkImage(file);
    if (wrongType) return setProblem(wrongType);
    setProblem(undefined);
    setPhase('uploading');
    try {
      onChange(await uploadCompanyImage(file, purpose));
      setPhase('done');
    } catch (failure) {
      setProblem(describeError(failure, { fields: [] }).general);
      setPhase('idle');
    }
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
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="visually-hidden company-editor__file"
            aria-describedby={describedBy(hintId, shownError && errorId)}
            aria-invalid={shownError ? true : undefined}
            disabled={phase === 'uploading'}
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
      {phase === 'uploading' && <FormStatus>{t('company_editor.image.uploading')}</FormStatus>}
      {phase === 'done' && <FormStatus tone="success">{t('company_editor.image.uploaded')}</FormStatus>}
      {shownError && (
        <p id={errorId} className="account-field__error">
          {shownError}
        </p>
      )}
    </div>
  );
}

/** One row of a list under its own legend (`Phone 2`), with the button that removes it. */
export function Row({
  legend,
  removeLabel,
  onRemove,
  error,
  children,
}: {
  readonly legend: string;
  readonly removeLabel: string;
  /** Absent when the row may not be removed (the last office). */
  readonly onRemove?: (() => void) | undefined;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <FieldGroup legend={legend} error={error} className="company-editor__row">
      {children}
      {onRemove && (
        <div className="company-editor__row-actions">
          <button type="button" className="account-button account-button--quiet" onClick={onRemove}>
            {removeLabel}
          </button>
        </div>
      )}
    </FieldGroup>
  );
}

/** The button that adds a row, disabled at the list's limit (which its hint names). */
export function AddRow({
  label,
  count,
  max,
  onAdd,
  t,
}: {
  readonly label: string;
  readonly count: number;
  readonly max: number;
  readonly onAdd: () => void;
  readonly t: Translate<EditorFrameKey>;
}) {
  const hintId = useId();
  return (
    <div className="company-editor__add">
      <button
        type="button"
        className="account-button account-button--secondary"
        disabled={count >= max}
        aria-describedby={hintId}
        onClick={onAdd}
      >
        {label}
      </button>
      <span id={hintId} className="account-field__hint">
        {t('company_editor.limit', { max })}
      </span>
    </div>
  );
}
