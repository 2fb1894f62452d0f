import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  readonly open: boolean;
  /** The dialog's heading, which names it. */
  readonly title: string;
  /** The close button's name (it shows ×). */
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** Classes of the dialog beside `modal` (its width, its own parts). */
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A modal `<dialog>`: the browser traps the focus in it and Escape closes it; its heading names it, × closes it.
 * Open while `open`; closing it any way calls `onClose`.
 */
export function Modal({ open, title, closeLabel, onClose, className, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className={`modal ${className ?? ''}`} aria-labelledby={titleId} onClose={onClose}>
      <div className="modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
