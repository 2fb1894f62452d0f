import { useId, type ReactNode } from 'react';
import './form.css';

/**
 * How the form kit lays a field out: one frame per field (label, optional mark, hint, error tied
 * to the control with `aria-describedby`), a group of controls under a legend, a row of a list.
 * Fields take `value`, `onChange` and `error`, which is what `bind(name)` of `useForm`
 * (./react.ts) hands them.
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
export function FieldNotes({ id, hint, error }: Pick<BaseFieldProps, 'hint' | 'error'> & { readonly id: string }) {
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

export type ControlAttributes = { readonly id: string; readonly name: string } & ReturnType<typeof fieldAria>;

/**
 * A field of one control in its frame: `render(props, attributes)` draws the control with its
 * id, its name and the ARIA attributes of the frame's hint and error.
 */
export function framed<T, Own = object>(
  render: (props: FieldProps<T, Own>, attributes: ControlAttributes) => ReactNode,
) {
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

/** Moving a row of an ordered list up or down; a move absent at the list's end. */
export interface RowMoves {
  readonly up?: (() => void) | undefined;
  readonly down?: (() => void) | undefined;
  readonly upLabel: string;
  readonly downLabel: string;
}

const quiet = (label: string, action: () => void) => (
  <button type="button" className="account-button account-button--quiet" onClick={action}>
    {label}
  </button>
);

/** One row of a list under its own legend (`Phone 2`), with the button that removes it (and moves it, if ordered). */
export function Row({
  legend,
  removeLabel,
  onRemove,
  moves,
  error,
  children,
}: {
  readonly legend: string;
  readonly removeLabel: string;
  /** Absent when the row may not be removed (the last office). */
  readonly onRemove?: (() => void) | undefined;
  readonly moves?: RowMoves | undefined;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <FieldGroup legend={legend} error={error} className="form-row">
      {children}
      {(onRemove || moves) && (
        <div className="form-row__actions">
          {moves?.up && quiet(moves.upLabel, moves.up)}
          {moves?.down && quiet(moves.downLabel, moves.down)}
          {onRemove && quiet(removeLabel, onRemove)}
        </div>
      )}
    </FieldGroup>
  );
}
