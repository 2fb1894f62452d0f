import { useStore } from '@nanostores/react';
import type { Translate } from '@/i18n/format';
import type { ErrorMessageKey } from '@/i18n/messages';
import { MoreButton } from './more-button';
import { problemText } from './problems';
import type { Request } from './request';

/**
 * "Load more" under a list (`loadNextPage` or `loadMoreShifting` of ./paged-list.ts) as the request
 * of the next page stands: its busy label while it runs, its failure above it.
 */
export function LoadMore({
  more,
  t,
  label,
  busyLabel,
  onMore,
}: {
  readonly more: Request<never>;
  readonly t: Translate<ErrorMessageKey>;
  readonly label: string;
  readonly busyLabel: string;
  readonly onMore: () => void;
}) {
  const state = useStore(more.$state);
  return (
    <MoreButton
      problem={state.phase === 'failed' ? problemText(t, state.problems.general) : undefined}
      busy={state.phase === 'loading'}
      label={label}
      busyLabel={busyLabel}
      onMore={onMore}
    />
  );
}
