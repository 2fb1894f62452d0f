import { useId, useState, type ChangeEvent, type HTMLInputAutoCompleteAttribute } from 'react';
import { FieldFrame, fieldAria, framed, type BaseFieldProps, type ValueProps } from './field-layout';
import './form.css';

/** The form kit's controls to type in: text, password, long text, numbers, times, days, a searchable list. */

export interface TextFieldProps extends BaseFieldProps, ValueProps<string> {
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly placeholder?: string | undefined;
  readonly inputMode?: 'text' | 'email' | 'tel';
  readonly required?: boolean;
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
        {...fieldAria(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        className="account-field__input"
        {...input}
      />
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends Omit<BaseFieldProps, 'optional'>, ValueProps<string> {
  readonly autoComplete: 'current-password' | 'new-password';
  readonly showLabel: string;
  readonly hideLabel: string;
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
          {...fieldAria(id, hint, error)}
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

/** A long text. */
export const TextAreaField = framed<string, { readonly maxLength: number; readonly rows?: number }>(
  ({ value, onChange, maxLength, rows = 4 }, attributes) => (
    <textarea
      {...attributes}
      rows={rows}
      maxLength={maxLength}
      className="account-field__input admin-textarea"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  ),
);

/** A number typed as text (docs/product.md, "Numbers in forms"): empty is `undefined`, the text is kept as typed. */
export const NumberField = framed<string | undefined, { readonly decimals?: boolean }>(
  ({ value, onChange, decimals = true }, attributes) => (
    <input
      {...attributes}
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      className="account-field__input"
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value.trim() === '' ? undefined : event.currentTarget.value)}
    />
  ),
);

/** A time of day (`HH:MM`) in the account field frame; the browser offers its own time picker. */
export const TimeField = framed<string>(({ value, onChange }, attributes) => (
  <input
    {...attributes}
    type="time"
    value={value}
    className="account-field__input form-time"
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
  />
));

/** A day (`YYYY-MM-DD`), with the browser's date picker. */
export const DateField = framed<string>(({ value, onChange }, attributes) => (
  <input
    {...attributes}
    type="date"
    value={value}
    className="account-field__input"
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
  />
));

/** A date and time (`YYYY-MM-DDTHH:MM`, no zone: the label says which), with the browser's picker. */
export const DateTimeField = framed<string>(({ value, onChange }, attributes) => (
  <input
    {...attributes}
    type="datetime-local"
    value={value}
    className="account-field__input"
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
  />
));

export interface SearchListFieldProps extends BaseFieldProps, ValueProps<string> {
  /** The texts the list suggests as the user types (the browser filters them). */
  readonly options: readonly string[];
  readonly disabled?: boolean;
}

/**
 * A text field that suggests the texts of a long list as the user types (a
 * native `<datalist>`: a combobox to screen readers, filtered by the browser,
 * no script of its own). The caller decides what a typed text names.
 */
export function SearchListField({
  label,
  name,
  value,
  onChange,
  options,
  optional,
  hint,
  error,
  disabled = false,
}: SearchListFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        list={listId}
        autoComplete="off"
        disabled={disabled}
        {...fieldAria(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        className="account-field__input"
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </FieldFrame>
  );
}
