import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { $errorModal, closeErrorModal } from '@/stores/error-modal';
import type { ErrorModalMessages } from './messages';
import { currentScreen, tariffsUrl } from './paths';
import '@/kit/form.css';
import './admin.css';

export interface ErrorModalProps {
  readonly locale: Locale;
  readonly messages: ErrorModalMessages;
}

/**
 * The account area's error modal (docs/product.md, "Error modal"), mounted once per page: a modal
 * `<dialog>` (the browser keeps the focus inside and closes it on Escape),
 * named by its title and described by its text. Opening moves the focus to
 * the way to the tariffs, closing gives it back to where it was (the button
 * whose request the plan refused). The way to the tariffs carries the screen
 * to come back to once a plan is paid (`?return_to=`).
 */
export default function ErrorModal({ locale, messages }: ErrorModalProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const state = useStore($errorModal);
  const dialog = useRef<HTMLDialogElement>(null);
  const action = useRef<HTMLAnchorElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.visible && !element.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      action.current?.focus();
    }
    if (!state.visible && element.open) element.close();
  }, [state.visible]);

  const onClose = () => {
    closeErrorModal();
    if (returnTo.current?.isConnected) returnTo.current.focus();
    returnTo.current = null;
  };
  const plans = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    state.plans.map((plan) => t(`admin.plan.${plan}`)),
  );

  return (
    <dialog ref={dialog} className="error-modal" aria-labelledby={titleId} aria-describedby={textId} onClose={onClose}>
      <h2 id={titleId} className="error-modal__title">
        {t(state.title)}
      </h2>
      <p id={textId}>{t(state.text, { plans })}</p>
      <p className="error-modal__actions">
        {state.subscriptionButton && (
          <a
            ref={action}
            className="account-button account-button--primary admin-link-button"
            href={tariffsUrl(locale, state.returnTo ?? currentScreen())}
          >
            {t('admin.plan_limit.to_tariffs')}
          </a>
        )}
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => dialog.current?.close()}
        >
          {t('common.close')}
        </button>
      </p>
    </dialog>
  );
}
