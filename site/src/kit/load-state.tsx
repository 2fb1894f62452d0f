import type { Translate } from '@/i18n/format';
import type { ErrorMessageKey } from '@/i18n/messages';
import { FormStatus, RetryAlert } from './alerts';
import { describeError, problemText } from './problems';

/**
 * What a screen shows around a load (a loader's `loading` and `failed` states); `className` puts it in a
 * frame of the screen's own (without it the load-failed alert and its button stand in the screen's flow).
 */

/** Work under way: a polite status, the region marked busy. */
export function Loading({ text, className }: { readonly text: string; readonly className?: string }) {
  return (
    <div className={className} aria-busy="true">
      <FormStatus>{text}</FormStatus>
    </div>
  );
}

/** A load that failed (no answer, a server error): what went wrong, and a button that loads again. */
export function LoadFailed({
  error,
  t,
  onRetry,
  className,
}: {
  readonly error: unknown;
  readonly t: Translate<ErrorMessageKey | 'common.retry'>;
  readonly onRetry: () => void;
  readonly className?: string;
}) {
  const alert = (
    <RetryAlert
      message={problemText(t, describeError(error, { fields: [] }).general)}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
  return className ? <div className={className}>{alert}</div> : alert;
}
