import { useEffect, useRef } from 'react';
import { FormAlert } from './alerts';
import './button.css';
import './field-layout.css';

export interface ConfirmActionsProps {
  /** What is being confirmed (the group's name): the action's own button label. */
  readonly label: string;
  /** The question ("Delete this lead?"). */
  readonly question: string;
  readonly confirmLabel: string;
  /** The confirm button's words while the action runs. */
  readonly busyLabel: string;
  readonly cancelLabel: string;
  /** The action runs: both buttons wait. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Why the action failed, shown between the question and the buttons. */
  readonly failure?: string | undefined;
  /** The question takes the focus when it appears (the button that asked it is gone). */
  readonly focusQuestion?: boolean;
  /** The frame's classes (a card, the screen's spacing). */
  readonly className?: string;
  /** The action destroys something (a delete): its button in the danger colour. */
  readonly danger?: boolean;
}

/**
 * "Are you sure?" in place of an action that cannot be undone: the question, then the action (primary) and
 * Cancel (secondary); while the action runs both wait and the action says it is under way.
 */
export function ConfirmActions({
  label,
  question,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  failure,
  focusQuestion = false,
  className,
  danger = false,
}: ConfirmActionsProps) {
  const asked = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusQuestion) asked.current?.focus();
  }, [focusQuestion]);
  return (
    <div role="group" aria-label={label} className={className ? `confirm-actions ${className}` : 'confirm-actions'}>
      <p ref={asked} tabIndex={focusQuestion ? -1 : undefined}>
        {question}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="account-form__actions">
        <button
          type="button"
          className={`account-button account-button--primary${danger ? ' account-button--danger' : ''}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="account-button account-button--secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
