import type { Translate } from '@/i18n/format';
import type { Loaded } from '@/kit/load';
import { LoadFailed, Loading } from '@/kit/load-state';
import type { ModerationKey } from './messages';

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
  if (state.status === 'loading') return <Loading text={loading} />;
  if (state.status === 'failed') return <LoadFailed error={state.error} t={t} onRetry={onRetry} />;
  return null;
}
