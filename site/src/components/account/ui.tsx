import { useId, useState, type ChangeEvent, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';

/** The ids of the texts that describe a field: its hint and its error. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  /** Shown after the label, e.g. "(optional)". */
  readonly optional?: string | undefined;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

/** A field's label, hint and error around its control; the control gets `id`. */
export function FieldFrame({ id, label, optional, hint, error, children }: FieldFrameProps) {
  return (
    <div className={error ? 'account-field account-field--invalid' : 'account-field'}>
      <label htmlFor={id} className="account-field__label">
        {label}
        {optional && <span className="account-field__optional"> ({optional})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly placeholder?: string | undefined;
  readonly inputMode?: 'text' | 'email' | 'tel';
  readonly required?: boolean;
  readonly optional?: string | undefined;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly maxLength?: number;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  optional,
  hint,
  error,
  required = false,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        className="account-field__input"
        {...input}
      />
    </FieldFrame>
  );
}

export interface PasswordFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly showLabel: string;
  readonly hideLabel: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly minLength?: number;
}

/** A password input with a button that shows and hides what was typed. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  showLabel,
  hideLabel,
  hint,
  error,
  ...input
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="account-field__password">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          required
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
          className="account-field__input"
          {...input}
        />
        <button
          type="button"
          className="account-field__toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

/** A general error of a form: announced when it appears, focusable so the focus can be moved to it. */
export function FormAlert({ children }: { readonly children: ReactNode }) {
  return (
    <div role="alert" tabIndex={-1} className="account-alert account-alert--error">
      {children}
    </div>
  );
}

/** A failure that trying again may mend: its message, and a button that tries again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  readonly message: string | undefined;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}) {
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <button type="button" className="account-button account-button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </>
  );
}

/** A success or progress message, announced politely. */
export function FormStatus({
  children,
  tone = 'info',
}: {
  readonly children: ReactNode;
  readonly tone?: 'info' | 'success';
}) {
  return (
    <p role="status" className={`account-alert account-alert--${tone}`}>
      {children}
    </p>
  );
}

export interface SubmitButtonProps {
  readonly busy: boolean;
  readonly disabled?: boolean;
  readonly label: string;
  readonly busyLabel: string;
  readonly variant?: 'primary' | 'secondary';
}

export function SubmitButton({ busy, disabled = false, label, busyLabel, variant = 'primary' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`account-button account-button--${variant}`} disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}
