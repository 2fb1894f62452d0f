import { useEffect, useRef } from 'react';
import { FormStatus } from './alerts';
import './button.css';
import './alerts.css';

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
