import type { Translate } from '@/i18n/format';
import { FormStatus, RetryAlert } from '@/kit/alerts';
import type { Loaded } from '@/kit/load';
import { problemText } from '@/kit/problems';
import type { ModerationKey } from './messages';
import { loadProblem } from './moderation-store';

/** What a moderation view shows while it loads, or when loading failed (with retry); nothing once loaded. */
export function LoadStatus({
  state,
  loading,
  t,
  onRetry,
}: {
  readonly state: Loaded<unknown>;
  readonly loading: string;
  readonly t: Translate<ModerationKey>;
  readonly onRetry: () => void;
}) {
  if (state.status === 'loading')
    return (
      <div aria-busy="true">
        <FormStatus>{loading}</FormStatus>
      </div>
    );
  if (state.status === 'failed')
    return (
      <RetryAlert message={problemText(t, loadProblem(state.error))} retryLabel={t('common.retry')} onRetry={onRetry} />
    );
  return null;
}
