import { describe, expect, it, vi } from 'vitest';
import { getCompanyStatistics } from '@migralink/shared/api/statistics';
import type { CompanyStatistics } from '@migralink/shared/schemas/statistics';
import { useFakeApi } from '@/api/fake-api';
import { answerTime } from '@/kit/answer-time';
import { createStatistics, periodOf } from './statistics-store';

const figures = (days: number): CompanyStatistics => ({
  from: '2026-11-01',
  to: '2026-11-25',
  days: Array.from({ length: days }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    leads: { new: 1, in_progress: 0, done: 0, rejected: 0 },
    contact_views: 2,
    page_views: 3,
  })),
  services: [],
  answered: 0,
  median_first_answer_minutes: null,
});

const api = useFakeApi();

describe('the statistics store', () => {
  it('loads the period the address names, and another one when chosen, writing it into the address', async () => {
    api.answer(getCompanyStatistics, (call) => ({
      status: 200,
      body: { data: figures(Number(new URL(call.url, 'http://site').searchParams.get('days'))) },
    }));
    const showInAddress = vi.fn();
    const statistics = createStatistics({ onSessionExpired: vi.fn(), showInAddress });
    await statistics.start('7');
    expect(statistics.figures.$state.get()).toMatchObject({ status: 'ready', data: { days: { length: 7 } } });
    await statistics.choose('90');
    expect(statistics.$period.get()).toBe('90');
    expect(showInAddress).toHaveBeenCalledWith('90');
    expect(statistics.figures.$state.get()).toMatchObject({ data: { days: { length: 90 } } });
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/account/company/statistics?days=7',
      '/v1/account/company/statistics?days=90',
    ]);
  });

  it('takes 30 days for a missing or unknown period', () => {
    expect(periodOf(null)).toBe('30');
    expect(periodOf('365')).toBe('30');
    expect(periodOf('90')).toBe('90');
  });

  it('says a time to answer in minutes, hours or days', () => {
    expect(answerTime(42)).toEqual({ unit: 'minutes', count: 42 });
    expect(answerTime(150)).toEqual({ unit: 'hours', count: 3 });
    expect(answerTime(4 * 24 * 60)).toEqual({ unit: 'days', count: 4 });
  });
});
