import { useId } from 'react';
import './button.css';
import './field-layout.css';

/** The form kit's buttons: submit, add a row to a list ("load more" is `more-button.tsx`). */

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
