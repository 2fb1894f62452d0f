import { useEffect, useRef, type ReactNode } from 'react';
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

/** What a form shows once sent: the outcome, and one button (close, write again) that takes the focus. */
export function SentNotice({
  title,
  text,
  actionLabel,
  onAction,
}: {
  /** The outcome's first words, in bold, then the rest. */
  readonly title: string;
  readonly text: string;
  readonly actionLabel: string;
  readonly onAction: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="sent-notice">
      <FormStatus tone="success">
        <strong>{title}</strong> {text}
      </FormStatus>
      <button ref={button} type="button" className="account-button account-button--primary" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
