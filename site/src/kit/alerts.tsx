import type { ReactNode } from 'react';
import './button.css';
import './alerts.css';

/** What a form or a screen says about itself: a general error, a failure to retry, a status. */

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
