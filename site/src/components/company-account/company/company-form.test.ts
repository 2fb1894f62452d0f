import { describe, expect, it } from 'vitest';
import { companyBody, companyValues, type CompanyValues } from './company-form';
import { textNumber } from './company-rows';
import { emptyOffice, splitHours, weekdayOptions } from './office-form';
import { numberText, toggled } from '@/kit/form-values';
import { account, BENEFIT, EMPLOYEE, OFFICE } from './test-company';

describe('numbers in the form', () => {
  it.each([
    [52.52, '52.52'],
    [0, '0'],
    [null, undefined],
    [undefined, undefined],
  ])('shows %s as %s', (value, text) => {
    expect(numberText(value)).toBe(text);
  });

  it.each([
    ['52.52', 52.52],
    [' 13,405 ', 13.405],
    ['-0.5', -0.5],
    ['0', 0],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['north', undefined],
    ['1e400', undefined],
  ])('reads %j as %s', (text, value) => {
    expect(textNumber(text)).toBe(value);
  });
});

describe('the company form', () => {
  it('starts from the loaded company: numbers as text, rows keyed by their uuid, holidays split', () => {
    const values = companyValues(account);
    expect(values.feedback_form).toEqual({ enabled: true, description: 'Ask us', type: '2' });
    expect(values.company_benefits).toEqual([
      { key: BENEFIT, uuid: BENEFIT, description: 'Free first call', icon_id: 'clock' },
    ]);
    const office = values.offices[0]!;
    expect(office).toMatchObject({ key: OFFICE, uuid: OFFICE, office_type: '1', lat: '52.52', long: '0' });
    expect(office.office_holidays.map(({ key: _, ...holiday }) => holiday)).toEqual([
      { days: [6], closed: false, hour_from: '10:00', hour_to: '14:00' },
      { days: [7], closed: true, hour_from: '', hour_to: '' },
    ]);
    expect(office.office_employees[0]).toEqual({
      key: EMPLOYEE,
      uuid: EMPLOYEE,
      name: 'Anna',
      position: 'Lawyer',
      avatar: null,
    });
  });

  it('sends back what it loaded: the form fields of the company, stored rows with their uuid', () => {
    const body = companyBody(companyValues(account));
    const { offices, company_benefits, ...rest } = body;
    // The company's own fields as loaded: not its id, state, image ids, languages or the library.
    const state = ['uuid', 'slug', 'plan', 'status', 'published', 'moderator_comment', 'has_approved_version'];
    const notSent = [...state, 'updated_at', 'logo_uuid', 'image_library', 'filled_locales', 'text_locales', 'offices'];
    const loaded = Object.entries(account).filter(([key]) => !notSent.includes(key) && key !== 'company_benefits');
    expect(rest).toEqual(Object.fromEntries(loaded));
    expect(rest).toMatchObject({ name: 'Nordic Visa', cash_currencies: ['EUR'], company_achievements: [] });
    expect(rest.feedback_form).toEqual({ description: 'Ask us', feedback_form_type: { id: 2 } });
    expect(company_benefits).toEqual([{ uuid: BENEFIT, description: 'Free first call', icon_id: 'clock' }]);
    const { logo_uuid: _, ...office } = account.offices[0]!;
    expect(offices).toEqual([
      {
        ...office,
        office_employees: [{ uuid: EMPLOYEE, name: 'Anna', position: 'Lawyer', avatar: null }],
      },
    ]);
  });

  it('sends new rows without a uuid, empty numbers as undefined, no empty phone and no feedback form when off', () => {
    const values: CompanyValues = {
      ...companyValues(account),
      feedback_form: { enabled: false, description: 'kept while off', type: '2' },
      offices: [{ ...emptyOffice(3), lat: '', long: ' 13,4 ' }],
    };
    const body = companyBody(values);
    expect(body.feedback_form).toBeNull();
    const office = body.offices[0]!;
    expect(office).not.toHaveProperty('uuid');
    expect(office.lat).toBeUndefined();
    expect(office.long).toBe(13.4);
    expect(office.office_type).toEqual({ id: 3 });
    // The new office's empty phone row is no phone at all.
    expect(office.phones).toEqual([]);
    expect(JSON.parse(JSON.stringify(office))).not.toHaveProperty('lat');
  });

  it('starts a new office with one row each of working times, holidays (the weekend, closed) and phones', () => {
    const office = emptyOffice(1);
    expect(office.office_working_times).toHaveLength(1);
    expect(office.office_holidays.map(({ key: _, ...holiday }) => holiday)).toEqual([
      { days: [6, 7], closed: true, hour_from: '', hour_to: '' },
    ]);
    expect(office.phones.map(({ phone_number }) => phone_number)).toEqual(['']);
  });

  it('shows an office saved without a phone with an empty phone row to fill', () => {
    const saved = { ...account, offices: account.offices.map((office) => ({ ...office, phones: [] })) };
    expect(companyValues(saved).offices[0]!.phones.map(({ phone_number }) => phone_number)).toEqual(['']);
    expect(companyBody(companyValues(saved)).offices[0]!.phones).toEqual([]);
  });

  it('sends holidays as hours or closed, and days sorted, each once', () => {
    const values = companyValues(account);
    const office = values.offices[0]!;
    const body = companyBody({
      ...values,
      offices: [
        {
          ...office,
          office_working_times: [{ key: 'w', days: [5, 1, 3, 1], hour_from: '08:00', hour_to: '12:00' }],
          office_holidays: [
            { key: 'a', days: [7, 6], closed: false, hour_from: '10:00', hour_to: '13:00' },
            { key: 'b', days: [3], closed: true, hour_from: '10:00', hour_to: '13:00' },
          ],
        },
      ],
    });
    expect(body.offices[0]!.office_working_times).toEqual([{ days: [1, 3, 5], hour_from: '08:00', hour_to: '12:00' }]);
    expect(body.offices[0]!.office_holidays).toEqual([
      { days: [6, 7], hours: '10:00-13:00' },
      { days: [3], hours: '' },
    ]);
  });

  it('splits holiday hours, leaving both times empty when there are none', () => {
    expect(splitHours('09:00-13:30')).toEqual({ hour_from: '09:00', hour_to: '13:30' });
    expect(splitHours(' 09:00 - 13:30 ')).toEqual({ hour_from: '09:00', hour_to: '13:30' });
    expect(splitHours('')).toEqual({ hour_from: '', hour_to: '' });
  });
});

describe('multiple choices', () => {
  const order = ['card', 'cash', 'crypto'] as const;
  it('adds a value in the order of the choices and removes it again', () => {
    expect(toggled(['crypto'], 'card', true, order)).toEqual(['card', 'crypto']);
    expect(toggled(['card', 'crypto'], 'card', true, order)).toEqual(['card', 'crypto']);
    expect(toggled(['card', 'crypto'], 'card', false, order)).toEqual(['crypto']);
  });

  it('names the days Monday first, in the page language', () => {
    expect(weekdayOptions('en').map((day) => day.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayOptions('ru')[0]).toEqual({ value: 1, label: 'понедельник' });
  });
});
