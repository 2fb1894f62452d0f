import { describe, expect, it } from 'vitest';
import { ApiError } from '@migralink/shared/client';
import { COMPANY_LIMITS } from '@migralink/shared/schemas/company-account';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { pickMessages } from '@/i18n';
import { createTranslator } from '@/i18n/format';
import { describeError } from '@/kit/problems';
import { companyBody, companyValues, emptyAchievement, type CompanyValues } from './company-form';
import type { OfficeValues } from './office-form';
import { checkCompany, companyFieldPaths, officeFieldPaths, splitByScreen } from './company-problems';
import { ISSUE_KEYS } from './messages';
import { account } from './test-company';
import * as commonRules from '@migralink/shared/schemas/rules/common';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';

const en = createTranslator(pickMessages('en', ISSUE_KEYS));
const ru = createTranslator(pickMessages('ru', ISSUE_KEYS));
const values = companyValues(account);
const withOffice = (patch: Partial<OfficeValues>): CompanyValues => ({
  ...values,
  offices: [{ ...values.offices[0]!, ...patch }],
});
const errorsOf = (form: CompanyValues, locale: 'en' | 'ru' = 'en') => {
  const checked = checkCompany(companyBody(form), locale, locale === 'en' ? en : ru);
  return checked.ok ? {} : checked.errors;
};

describe('checking the company form before it is sent', () => {
  it('passes a complete form, with phone numbers as the API stores them', () => {
    const checked = checkCompany(
      companyBody(withOffice({ phones: [{ key: 'p', phone_number: '+49 30 123456', messengers: [] }] })),
      'en',
      en,
    );
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.body.offices[0]!.phones[0]!.phone_number).toBe('+4930123456');
  });

  it('asks for the name and for numbers left empty or not numbers, at their paths', () => {
    expect(errorsOf({ ...withOffice({ lat: '', long: 'east' }), name: '  ' })).toEqual({
      name: [ruleMessage(commonRules.required, 'en')],
      'offices.0.lat': ['Enter a number, e.g. 52.52.'],
      'offices.0.long': ['Enter a number, e.g. 52.52.'],
    });
  });

  it('words our rules with their own messages in the user’s language', () => {
    const errors = errorsOf(
      withOffice({
        phones: [{ key: 'p', phone_number: '030 123', messengers: [] }],
        office_working_times: [{ key: 'w', days: [], hour_from: '18:00', hour_to: '09:00' }],
        office_holidays: [{ key: 'h', days: [6], closed: false, hour_from: '', hour_to: '' }],
      }),
      'ru',
    );
    expect(errors).toEqual({
      'offices.0.phones.0.phone_number': [ruleMessage(commonRules.phone, 'ru')],
      'offices.0.office_working_times.0.days': [ruleMessage(listingsRules.days, 'ru')],
      'offices.0.office_working_times.0.hour_to': [ruleMessage(listingsRules.timeOrder, 'ru')],
      'offices.0.office_holidays.0.hours': [ruleMessage(listingsRules.hoursRange, 'ru')],
    });
  });

  it('names limits: coordinates, list lengths, an e-mail address and a choice left open', () => {
    const errors = errorsOf({
      ...withOffice({ lat: '91', email: 'berlin@', office_type: undefined }),
      company_achievements: Array.from({ length: COMPANY_LIMITS.achievements + 1 }, emptyAchievement),
      feedback_form: { enabled: true, description: '', type: undefined },
    });
    expect(errors).toEqual({
      company_achievements: [`There can be at most ${COMPANY_LIMITS.achievements}.`],
      'feedback_form.feedback_form_type.id': ['Choose one of the options.'],
      'offices.0.lat': ['Enter a number of at most 90.'],
      'offices.0.email': ['Enter an e-mail address such as name@example.com.'],
      'offices.0.office_type.id': ['Choose one of the options.'],
    });
  });

  it('keeps at least one office', () => {
    expect(errorsOf({ ...values, offices: [] })).toEqual({ offices: ['Keep at least 1.'] });
  });
});

describe('which editor shows an error', () => {
  const errors = {
    name: ['a'],
    offices: ['b'],
    'offices.0.address': ['c'],
    _: ['d'],
  };

  it('gives the company editor its fields and tells it the offices have errors too', () => {
    expect(splitByScreen(errors, 'company')).toEqual({ own: { name: ['a'], _: ['d'] }, elsewhere: true });
  });

  it('gives the offices editor the offices', () => {
    expect(splitByScreen(errors, 'offices')).toEqual({
      own: { offices: ['b'], 'offices.0.address': ['c'], _: ['d'] },
      elsewhere: true,
    });
    expect(splitByScreen({ 'offices.1.lat': ['x'] }, 'offices').elsewhere).toBe(false);
  });

  it('puts each API error under the deepest field that shows it', () => {
    const error = new ApiError(422, {
      message: 'Invalid',
      code: 422,
      error_code: 'validation_failed',
      errors: {
        'offices.0.phones.0.messengers.1': ['Each value may be chosen only once.'],
        'offices.0.phones': ['There can be at most 5.'],
        'offices.0.office_type.id': ['Choose one of the options.'],
        'offices.3.address': ['An office the form no longer has.'],
      },
    });
    expect(describeError(error, { fields: officeFieldPaths(values) })).toEqual({
      general: { key: 'errors.code.validation_failed' },
      fields: {
        offices: { text: 'An office the form no longer has.' },
        'offices.0.phones.0.messengers': { text: 'Each value may be chosen only once.' },
        'offices.0.phones': { text: 'There can be at most 5.' },
        'offices.0.office_type': { text: 'Choose one of the options.' },
      },
    });
  });

  it('lists the company editor’s fields for each row it shows', () => {
    const paths = companyFieldPaths({ ...values, company_achievements: [emptyAchievement()] });
    expect(paths).toContain('company_achievements.0.description');
    expect(paths).toContain('company_benefits.0.icon_id');
    expect(paths).not.toContain('offices');
    expect(paths.indexOf('company_benefits.0.icon_id')).toBeLessThan(paths.indexOf('company_benefits'));
  });
});
