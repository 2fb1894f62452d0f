import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@migralink/shared/locales';
import {
  calendarDayText,
  dateText,
  dateTimeText,
  dayPatterns,
  patternDayText,
  UTC,
  viewerZone,
  weekdayName,
} from './dates';

/** Late on 12 November in UTC: already the 13th east of it, still the 12th far west. */
const NEAR_MIDNIGHT = '2026-11-12T23:30:00Z';

// The machine's own zone must change nothing a zone is named for: on each side of UTC, far out. West
// first: formatters are kept once built, and a calendar day slips back only west of UTC.
describe.each(['Pacific/Pago_Pago', 'Pacific/Kiritimati'])('on a machine in %s', (machineZone) => {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    process.env.TZ = machineZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('the viewer is the machine', () => {
    expect(viewerZone()).toBe(machineZone);
  });

  it('a moment shows the day and time of the zone named', () => {
    expect(dateText(NEAR_MIDNIGHT, 'en', UTC)).toBe('Nov 12, 2026');
    expect(dateText(NEAR_MIDNIGHT, 'en', 'Asia/Tokyo')).toBe('Nov 13, 2026');
    expect(dateText(NEAR_MIDNIGHT, 'en', UTC, 'long')).toBe('November 12, 2026');
    expect(dateText(NEAR_MIDNIGHT, 'en', UTC, 'short')).toBe('Nov 12');
    expect(dateTimeText(NEAR_MIDNIGHT, 'en', UTC)).toBe('Nov 12, 2026, 11:30 PM');
    expect(dateTimeText(NEAR_MIDNIGHT, 'en', 'America/New_York')).toBe('Nov 12, 2026, 6:30 PM');
  });

  it('a calendar day is itself, whatever the zone', () => {
    expect(calendarDayText('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(calendarDayText('2026-12-01', 'en', 'short')).toBe('Dec 1');
  });

  it('weekdays are numbered from Monday', () => {
    expect(weekdayName(1, 'en')).toBe('Mon');
    expect(weekdayName(7, 'en', 'long')).toBe('Sunday');
    expect(weekdayName(1, 'ru', 'long')).toBe('понедельник');
  });
});

describe('what is no date', () => {
  it('is shown as it came', () => {
    expect(dateText('soon', 'en', UTC)).toBe('soon');
    expect(dateTimeText('soon', 'en', UTC)).toBe('soon');
    expect(calendarDayText('soon', 'en')).toBe('soon');
  });
});

describe("a day written from the build's patterns", () => {
  // Every month, the first and last days, single and double digits, a moment near midnight.
  const moments = Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(2026, month, 1)).toISOString(),
    new Date(Date.UTC(2027, month, 9, 23, 59)).toISOString(),
    new Date(Date.UTC(2030, month + 1, 0, 12)).toISOString(),
  ]).flat();

  it.each(LOCALES)('reads as dateText in UTC does, in %s', (locale) => {
    for (const style of ['short', 'medium', 'long'] as const) {
      const patterns = dayPatterns(locale, style);
      for (const iso of moments) expect(patternDayText(iso, patterns)).toBe(dateText(iso, locale, UTC, style));
    }
  });

  it('keeps what is no date as it came', () => {
    expect(patternDayText('soon', dayPatterns('en'))).toBe('soon');
  });
});
