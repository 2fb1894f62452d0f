import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('the formatters', () => {
  it('are built once per locale and options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('ru', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }),
    );
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en', {}));
  });
});
