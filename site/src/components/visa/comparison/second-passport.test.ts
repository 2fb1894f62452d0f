import { describe, expect, it } from 'vitest';
import { needsVisa, secondPassportGains, shownDestinations, statusesDiffer } from './second-passport';
import { comparisonAnswer } from './test-comparison';

const answer = comparisonAnswer(['RU', 'DE', 'UA'], {
  CN: ['visa_free:30', 'visa_required', 'visa_required'],
  DE: ['visa_required', 'own', 'visa_free:90'],
  FR: ['visa_required', 'visa_free:90', 'visa_free:90'],
  IN: ['e_visa', 'e_visa', 'e_visa'],
  US: ['visa_required', 'eta', 'visa_required'],
  RU: ['own', 'visa_required', 'no_admission'],
});
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('the rows the comparison switches keep', () => {
  it('"only differences" keeps the destinations where the statuses are not all the same', () => {
    expect(ids(shownDestinations(answer.destinations, { onlyDifferences: true, onlyVisa: false }))).toEqual([
      'CN',
      'DE',
      'FR',
      'US',
      'RU',
    ]);
    expect(statusesDiffer(answer.destinations.find((row) => row.id === 'IN')!)).toBe(false);
  });

  it('"only where a visa is needed" keeps the destinations where some passport needs one in advance', () => {
    const open = comparisonAnswer(['DE', 'FR'], { US: ['eta', 'visa_on_arrival'], DE: ['own', 'visa_free'] });
    expect(open.destinations.some(needsVisa)).toBe(false);
    expect(ids(shownDestinations(answer.destinations, { onlyDifferences: false, onlyVisa: true }))).toEqual([
      'CN',
      'DE',
      'FR',
      'IN',
      'US',
      'RU',
    ]);
  });

  it('both switches together keep what both keep; none keeps every row', () => {
    const both = shownDestinations(answer.destinations, { onlyDifferences: true, onlyVisa: true });
    expect(ids(both)).toEqual(['CN', 'DE', 'FR', 'US', 'RU']);
    expect(shownDestinations(answer.destinations, { onlyDifferences: false, onlyVisa: false })).toHaveLength(6);
  });
});

describe('what a second passport adds', () => {
  it('lists, for the held passport, what each other one opens that it does not, most first', () => {
    const gains = secondPassportGains(answer, 'RU');
    // DE opens France, the US (an eTA is no visa) and Germany (its own country); UA opens Germany and France.
    expect(gains.map((gain) => [gain.passport.id, ids(gain.destinations)])).toEqual([
      ['DE', ['DE', 'FR', 'US']],
      ['UA', ['DE', 'FR']],
    ]);
  });

  it('never counts what the held passport opens already, nor its own country', () => {
    const gains = secondPassportGains(answer, 'DE');
    expect(gains.map((gain) => [gain.passport.id, ids(gain.destinations)])).toEqual([
      ['RU', ['CN', 'RU']],
      ['UA', []],
    ]);
  });

  it('keeps the comparison order between passports that add as many, and is empty for a passport not compared', () => {
    const even = comparisonAnswer(['FR', 'DE', 'UA'], { CN: ['visa_required', 'visa_free', 'visa_free'] });
    expect(secondPassportGains(even, 'FR').map((gain) => gain.passport.id)).toEqual(['DE', 'UA']);
    expect(secondPassportGains(even, 'US')).toEqual([]);
  });
});
