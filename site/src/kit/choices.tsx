import type { ReactNode } from 'react';
import { FieldGroup, framed, type ValueProps } from './field-layout';
import { toggled } from './form-values';
import './form.css';

/** The form kit's controls to choose with: checkboxes, radio buttons, a select. */

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
