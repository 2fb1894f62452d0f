import { useId } from 'react';
import { FormAlert } from './alerts';
import './button.css';
import './field-layout.css';

/** The form kit's buttons: submit, "load more" under a list, add a row to a list. */

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
