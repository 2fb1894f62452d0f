import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame } from '@/components/account/ui';
import { toggled } from './form-values';
import './admin.css';

/**
 * The admin screens' controls on the account forms' field frame (label, hint,
 * error tied to the control with `aria-describedby`), for what `ui.tsx` has no
 * control of: numbers, long texts, selects, a yes/no switch, checkboxes and a
 * group of controls under a legend.
 */
export interface BaseFieldProps {
  readonly label: string;
  readonly name: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly optional?: string | undefined;
}

/** The ARIA attributes of a control with a hint and an error. */
export const fieldAria = (id: string, hint: string | undefined, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
});

/** A group of controls under a visible legend, with an error for the group as a whole. */
export function FieldGroup({
  legend,
  hint,
  error,
  children,
  className,
}: {
  readonly legend: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
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
      {children}
    </fieldset>
  );
}

export interface Option<T> {
  readonly value: T;
  readonly label: string;
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
}: {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly Option<T>[];
  readonly value: readonly T[];
  readonly onChange: (value: T[]) => void;
  readonly error?: string | undefined;
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

/** A long text. */
export function TextAreaField({
  value,
  onChange,
  maxLength,
  rows = 4,
  ...props
}: BaseFieldProps & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength: number;
  readonly rows?: number;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} {...props}>
      <textarea
        id={id}
        name={props.name}
        rows={rows}
        maxLength={maxLength}
        className="account-field__input admin-textarea"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldAria(id, props.hint, props.error)}
      />
    </FieldFrame>
  );
}

/** A number typed as text (spec §5): empty is `undefined`, the text is kept as typed. */
export function NumberField({
  value,
  onChange,
  decimals = true,
  ...props
}: BaseFieldProps & {
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
  readonly decimals?: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} {...props}>
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        className="account-field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value.trim() === '' ? undefined : event.currentTarget.value)}
        {...fieldAria(id, props.hint, props.error)}
      />
    </FieldFrame>
  );
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** A select; `placeholder` is a first, empty choice ("Choose…") when nothing is chosen yet. */
export function ChoiceField({
  value,
  onChange,
  choices,
  placeholder,
  ...props
}: BaseFieldProps & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly choices: readonly Choice[];
  readonly placeholder?: string | undefined;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} {...props}>
      <select
        id={id}
        name={props.name}
        className="account-field__input account-field__select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldAria(id, props.hint, props.error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

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
