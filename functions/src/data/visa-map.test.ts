import { describe, expect, it } from 'vitest';
import { VISA_STATUSES, type VisaRule } from '@migralink/shared/schemas/visa-map';
import { visaKeys } from './keys';
import { decodeRule, encodeRule, mobilityOf } from './visa-map';

describe('a stored visa rule', () => {
  it.each(
    VISA_STATUSES.flatMap(
      (status) =>
        [
          { status, days: null },
          { status, days: 90 },
        ] as VisaRule[],
    ),
  )('reads back %j as written', (rule) => {
    const text = encodeRule(rule);
    expect(text.length).toBeLessThanOrEqual(4);
    expect(decodeRule(text)).toEqual(rule);
  });

  it('is one letter and the days', () => {
    expect(encodeRule({ status: 'visa_free', days: 90 })).toBe('F90');
    expect(encodeRule({ status: 'visa_required', days: null })).toBe('R');
    expect(() => decodeRule('X30')).toThrow(/unknown status letter/);
  });

  it('counts the destinations open without a visa applied for in advance', () => {
    const rules: Record<string, VisaRule> = {
      AE: { status: 'visa_free', days: 90 },
      TH: { status: 'visa_on_arrival', days: 30 },
      GB: { status: 'eta', days: 180 },
      IN: { status: 'e_visa', days: null },
      CN: { status: 'visa_required', days: null },
      KP: { status: 'no_admission', days: null },
    };
    expect(mobilityOf(rules)).toBe(3);
  });

  it('lives in one partition, one item per passport', () => {
    expect(visaKeys.passport('DE')).toEqual({ pk: visaKeys.passportsPartition, sk: 'DE' });
  });
});
