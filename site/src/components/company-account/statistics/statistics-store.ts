import { atom, type ReadableAtom } from 'nanostores';
import { getCompanyStatistics } from '@migralink/shared/api/statistics';
import {
  STATISTICS_PERIODS,
  type CompanyStatistics,
  type StatisticsPeriod,
} from '@migralink/shared/schemas/statistics';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';

export const DEFAULT_PERIOD: StatisticsPeriod = '30';

/** The period a `?days=` names, if it is one of the three; else the default. */
export function periodOf(days: string | null | undefined): StatisticsPeriod {
  return STATISTICS_PERIODS.find((period) => period === days) ?? DEFAULT_PERIOD;
}

export interface StatisticsOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
  /** Writes the period into the address (`?days=`), so a reload or a shared link shows it again. */
  readonly showInAddress: (period: StatisticsPeriod) => void;
}

/**
 * The statistics screen's store: the period (7, 30 or 90 days) and the
 * figures of the caller's company over it, loaded again when the period
 * changes (an answer for an older choice that arrives later is dropped).
 */
export function createStatistics({ onSessionExpired, showInAddress }: StatisticsOptions) {
  const $period = atom<StatisticsPeriod>(DEFAULT_PERIOD);
  const figures = createLoader<CompanyStatistics>({ onSessionExpired });

  const load = () =>
    figures.load(async () => (await callChecked(getCompanyStatistics, { query: { days: $period.get() } })).data);

  return {
    $period: $period as ReadableAtom<StatisticsPeriod>,
    figures,
    /** Loads the period the address names (`?days=`), else the last 30 days. */
    start(days: string | null): Promise<void> {
      $period.set(periodOf(days));
      return load();
    },
    choose(period: StatisticsPeriod): Promise<void> {
      if (period === $period.get() && figures.$state.get().status !== 'failed') return Promise.resolve();
      $period.set(period);
      showInAddress(period);
      return load();
    },
    retry: () => figures.retry(),
    dispose: () => figures.cancel(),
  };
}

export type Statistics = ReturnType<typeof createStatistics>;
