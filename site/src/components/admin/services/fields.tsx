import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame } from '../../account/ui';

/**
 * The wizard's controls on the account forms' field frame (label, hint, error
 * tied to the control with `aria-describedby`), for what `ui.tsx` has no
 * control of: numbers, long texts, selects and a yes/no switch.
 */
interface BaseProps {
  readonly label: string;
  readonly name: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly optional?: string | undefined;
}

const aria = (id: string, hint: string | undefined, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
});

/** A number typed as text (spec §5): empty is `undefined`, the text is kept as typed. */
export function NumberField({
  value,
  onChange,
  decimals = true,
  ...props
}: BaseProps & {
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
        {...aria(id, props.hint, props.error)}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  value,
  onChange,
  maxLength,
  rows = 4,
  ...props
}: BaseProps & {
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
        className="account-field__input service-wizard__textarea"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...aria(id, props.hint, props.error)}
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
}: BaseProps & {
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
        {...aria(id, props.hint, props.error)}
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
  readonly className?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={`service-wizard__group${error ? ' service-wizard__group--invalid' : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
      tabIndex={error ? -1 : undefined}
    >
      <legend className="service-wizard__legend">{legend}</legend>
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
