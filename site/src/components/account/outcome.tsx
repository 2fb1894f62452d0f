import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/format';
import type { ErrorMessageKey } from '@/i18n/messages';
import { FormStatus, RetryAlert } from '@/kit/alerts';
import { describeError, problemText } from '@/kit/problems';

/**
 * What an account screen shows around its loads: while it works, when it
 * failed in a way that trying again may mend, and where a mail link led.
 */

/** Work under way, announced politely. */
export function Working({
  label,
  className = 'account-result',
}: {
  readonly label: string;
  readonly className?: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <FormStatus>{label}</FormStatus>
    </div>
  );
}

/** A load that failed (no answer, a server error): what went wrong, and a button that tries again. */
export function LoadFailed({
  error,
  t,
  onRetry,
  className = 'account-result',
}: {
  readonly error: unknown;
  readonly t: Translate<ErrorMessageKey | 'common.retry'>;
  readonly onRetry: () => void;
  readonly className?: string;
}) {
  return (
    <div className={className}>
      <RetryAlert
        message={problemText(t, describeError(error, { fields: [] }).general)}
        retryLabel={t('common.retry')}
        onRetry={onRetry}
      />
    </div>
  );
}

/** Where a mail link led: a title, what it means, and the way on. */
export function Outcome({
  tone,
  title,
  href,
  action,
  children,
}: {
  readonly tone: 'success' | 'error';
  readonly title: string;
  readonly href: string;
  readonly action: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="account-result">
      <h2 className={`account-result__title account-result__title--${tone}`}>{title}</h2>
      {children}
      <a className="account-button account-button--primary" href={href}>
        {action}
      </a>
    </div>
  );
}
