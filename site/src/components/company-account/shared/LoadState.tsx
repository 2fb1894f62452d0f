import type { Translate } from '@/i18n/format';
import type { ErrorMessageKey } from '@/i18n/messages';
import { FormStatus, RetryAlert } from '@/kit/alerts';
import { describeError, problemText } from '@/kit/problems';

/** What an admin screen shows while it loads: a polite status, the region marked busy. */
export function Loading({ text }: { readonly text: string }) {
  return (
    <div aria-busy="true">
      <FormStatus>{text}</FormStatus>
    </div>
  );
}

/** A load that failed (a loader's `failed` state): what went wrong, and a button that loads again. */
export function LoadFailed({
  error,
  t,
  onRetry,
}: {
  readonly error: unknown;
  readonly t: Translate<ErrorMessageKey | 'common.retry'>;
  readonly onRetry: () => void;
}) {
  return (
    <RetryAlert
      message={problemText(t, describeError(error, { fields: [] }).general)}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
}
