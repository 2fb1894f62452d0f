import { useId, useState, type ChangeEvent, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import { toggled } from './form-values';
import './form.css';

/**
 * The form kit's controls: each field in one frame (label, optional mark, hint,
 * error tied to the control with `aria-describedby`), the form's alerts and its
 * submit button. Fields take `value`, `onChange` and `error`, which is what
 * `bind(name)` of `useForm` (./react.ts) hands them.
 */

/** The ids of the texts that describe a field: its hint and its error. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** What every field takes: its label, its name in the form, a hint, its error and the "(optional)" mark. */
export interface BaseFieldProps {
  readonly label: string;
  readonly name: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** Shown after the label, e.g. "(optional)". */
  readonly optional?: string | undefined;
}

export interface FieldFrameProps extends Omit<BaseFieldProps, 'name'> {
  readonly id: string;
  readonly children: ReactNode;
}

/** The ARIA attributes of a control with a hint and an error. */
export const fieldAria = (id: string, hint: string | undefined, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
});

/** A field's hint and error, with the ids its control's `aria-describedby` names. */
function FieldNotes({ id, hint, error }: Pick<BaseFieldProps, 'hint' | 'error'> & { readonly id: string }) {
  return (
    <>
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
    </>
  );
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
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A control's value and what it calls when the user changes it (what `bind(name)` hands over, with `name` and `error`). */
export interface ValueProps<T> {
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** A framed control's props: the frame's, its value, and what the control itself takes. */
export type FieldProps<T, Own = object> = BaseFieldProps & ValueProps<T> & Own;

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

/**
 * "Load more" under a list: the failure of the last try above it, the button disabled with its busy
 * label while the next page loads.
 */
export function MoreButton({
  problem,
  busy,
  label,
  busyLabel,
  onMore,
}: {
  readonly problem: string | undefined;
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
  readonly onMore: () => void;
}) {
  return (
    <>
      {problem && <FormAlert>{problem}</FormAlert>}
      <p>
        <button type="button" className="account-button account-button--secondary" disabled={busy} onClick={onMore}>
          {busy ? busyLabel : label}
        </button>
      </p>
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

/** A group of controls under a visible legend, with an error for the group as a whole. */
export function FieldGroup({
  legend,
  hint,
  error,
  children,
  className,
}: Pick<BaseFieldProps, 'hint' | 'error'> & {
  readonly legend: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className={`admin-group${error ? ' admin-group--invalid' : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
      tabIndex={error ? -1 : undefined}
    >
      <legend className="admin-group__legend">{legend}</legend>
      <FieldNotes id={id} hint={hint} error={error} />
      {children}
    </fieldset>
  );
}

export interface Option<T> {
  readonly value: T;
  readonly label: string;
}

/** A group of choices under a legend: their name in the form, the options and the group's error. */
interface ChoicesProps<T> {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly Option<T>[];
  readonly error?: string | undefined;
}

/**
 * Checkboxes under a legend; the chosen values keep the options' order (a
 * chosen value not among the options shown, e.g. filtered out, is kept).
 * `children` are further controls shown above the checkboxes.
 */
export function CheckboxGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  disabled = false,
  className,
  optionsClassName = 'admin-options',
  children,
}: ChoicesProps<T> & {
  readonly value: readonly T[];
  readonly onChange: (value: T[]) => void;
  readonly hint?: string | undefined;
  readonly disabled?: boolean;
  /** The fieldset's own class, beside `admin-group admin-choices`. */
  readonly className?: string | undefined;
  /** The class of the checkboxes' box (`admin-options`: a wrapping row). */
  readonly optionsClassName?: string;
  readonly children?: ReactNode;
}) {
  const order = options.map((option) => option.value);
  return (
    <FieldGroup
      legend={legend}
      hint={hint}
      error={error}
      className={`admin-choices${className ? ` ${className}` : ''}`}
    >
      {children}
      <div className={optionsClassName}>
        {options.map((option) => (
          <label key={option.value} className="account-check">
            <input
              type="checkbox"
              name={name}
              value={String(option.value)}
              checked={value.includes(option.value)}
              disabled={disabled}
              onChange={(event) => onChange(toggled(value, option.value, event.currentTarget.checked, order))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

type ControlAttributes = { readonly id: string; readonly name: string } & ReturnType<typeof fieldAria>;

/**
 * A field of one control in its frame: `render(props, attributes)` draws the control with its
 * id, its name and the ARIA attributes of the frame's hint and error.
 */
function framed<T, Own = object>(render: (props: FieldProps<T, Own>, attributes: ControlAttributes) => ReactNode) {
  return function Field(props: FieldProps<T, Own>) {
    const id = useId();
    const { label, name, hint, error, optional } = props;
    return (
      <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
        {render(props, { id, name, ...fieldAria(id, hint, error) })}
      </FieldFrame>
    );
  };
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

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** A select; `placeholder` is a first, empty choice ("Choose…") when nothing is chosen yet. */
export const ChoiceField = framed<
  string,
  { readonly choices: readonly Choice[]; readonly placeholder?: string | undefined }
>(({ value, onChange, choices, placeholder }, attributes) => (
  <select
    {...attributes}
    className="account-field__input account-field__select"
    value={value}
    onChange={(event) => onChange(event.currentTarget.value)}
  >
    {placeholder !== undefined && <option value="">{placeholder}</option>}
    {choices.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    ))}
  </select>
));

/** A checkbox with its label (the show/hide toggles of the page's blocks). */
export function CheckField({
  label,
  name,
  checked,
  onChange,
}: {
  readonly label: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <label className="account-check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** Radio buttons under a legend (a short list: the office's kind). */
export function RadioGroup<T extends string>(props: ChoicesProps<T> & ValueProps<T>) {
  const { legend, name, options, value, onChange, error } = props;
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
    <FieldGroup legend={legend} error={error} className="form-row">
      {children}
      {onRemove && (
        <div className="form-row__actions">
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
  hint,
}: {
  readonly label: string;
  readonly count: number;
  readonly max: number;
  readonly onAdd: () => void;
  /** Names the limit ("At most 5"). */
  readonly hint: string;
}) {
  const hintId = useId();
  return (
    <div className="form-add">
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
        {hint}
      </span>
    </div>
  );
}

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
