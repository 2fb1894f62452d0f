import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PassportRules } from '@migralink/functions/data/visa-map';
import type { VisaRule } from '@migralink/shared/schemas/visa-map';
import { parseVisaData, visaDataFile } from './dataset';
import { diffVisaData } from './index';

describe('the visa data file', () => {
  it('maps the statuses to the contract, keeps the days where given and drops a passport’s own country', () => {
    const data = parseVisaData({
      DE: {
        AE: { status: 'visa free', days: 90 },
        TH: { status: 'visa on arrival' },
        GB: { status: 'eta', days: 180 },
        IN: { status: 'e-visa', days: 30 },
        CN: { status: 'visa required' },
        KP: { status: 'no admission' },
        DE: { status: 'visa free' },
      },
    });
    expect(data.get('DE')).toEqual({
      AE: { status: 'visa_free', days: 90 },
      TH: { status: 'visa_on_arrival', days: null },
      GB: { status: 'eta', days: 180 },
      IN: { status: 'e_visa', days: 30 },
      CN: { status: 'visa_required', days: null },
      KP: { status: 'no_admission', days: null },
    });
  });

  it.each([
    ['an unknown status', { DE: { FR: { status: 'visa maybe' } } }, /DE\.FR\.status/],
    ['days that are no whole number', { DE: { FR: { status: 'visa free', days: 'ninety' } } }, /DE\.FR\.days/],
    ['a code that is not ISO alpha-2', { deu: { FR: { status: 'visa free' } } }, /at deu/],
    ['no object at all', [], /Expected an object of passports by ISO code/],
  ])('fails with a clear message on %s', (_, json, message) => {
    expect(() => parseVisaData(json, 'test.json')).toThrow(message);
    expect(() => parseVisaData(json, 'test.json')).toThrow(/test\.json is not visa data as expected/);
  });

  it('is read beside the repository unless VISA_DATA_FILE names another', () => {
    expect(visaDataFile({})).toMatch(/[/\\]shared[/\\]data[/\\]passport-index[/\\]passport-index\.json$/);
    expect(visaDataFile({ VISA_DATA_FILE: '/data/visa.json' })).toBe(path.resolve('/data/visa.json'));
  });
});

describe('the import’s comparison', () => {
  const free: VisaRule = { status: 'visa_free', days: 90 };
  const required: VisaRule = { status: 'visa_required', days: null };
  const mobility = (rules: Record<string, VisaRule>) => Object.values(rules).filter((r) => r === free).length;
  const stored = (code: string, rules: Record<string, VisaRule>): [string, PassportRules] => [
    code,
    { code, rules, mobility: mobility(rules), imported_at: '2026-01-01T00:00:00.000Z' },
  ];

  it('counts pairs changed, added and removed, and names the passports to write and delete', () => {
    const before = new Map([
      stored('DE', { FR: free, UA: free, CN: required }),
      stored('UA', { DE: required }),
      stored('XX', { DE: free, FR: free }),
    ]);
    const file = new Map<string, Record<string, VisaRule>>([
      ['DE', { FR: free, UA: required, IN: required }],
      ['UA', { DE: required }],
      ['PL', { DE: free }],
    ]);
    expect(diffVisaData(before, file, mobility)).toEqual({
      changed: 1,
      added: 2,
      removed: 3,
      write: ['DE', 'PL'],
      remove: ['XX'],
    });
    expect(diffVisaData(before, new Map([...before].map(([code, p]) => [code, p.rules])), mobility)).toMatchObject({
      changed: 0,
      added: 0,
      removed: 0,
      write: [],
      remove: [],
    });
  });

  it('writes a passport whose stored mobility no longer matches the rule, though no pair changed', () => {
    const [code, passport] = stored('DE', { FR: free });
    expect(
      diffVisaData(new Map([[code, { ...passport, mobility: 0 }]]), new Map([['DE', { FR: free }]]), mobility),
    ).toMatchObject({ write: ['DE'], changed: 0 });
  });
});
