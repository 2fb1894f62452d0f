import type { Currency } from '@migralink/shared/enums';
import type {
  COMPANY_TYPES,
  CRYPTOCURRENCIES,
  CompanyAccount,
  IconId,
  MESSENGER_IDS,
  OFFICE_KINDS,
  PAYMENT_METHODS,
} from '@migralink/shared/schemas/company-account';
import { weekdayName } from '@/i18n/dates';
import { newKey, numberText } from '@/kit/form-values';

/**
 * The company editor's form state and its conversion from and to the API
 * (`GET` answer → inputs → `POST`/`PUT` body). Inputs hold text: numbers become
 * text for the form and an empty input is `undefined` again in the body
 * (docs/product.md, "Numbers in forms"), so the contract's own checks name what is missing. Each row carries a
 * `key` of its own for React lists; new rows have no `uuid` (the server gives
 * them one), kept rows send theirs back.
 */

export type CompanyType = (typeof COMPANY_TYPES)[number];
export type OfficeKind = (typeof OFFICE_KINDS)[number];
export type MessengerId = (typeof MESSENGER_IDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type Cryptocurrency = (typeof CRYPTOCURRENCIES)[number];

interface Row {
  /** The row's React key: its uuid when stored, else a key of this page. */
  readonly key: string;
  readonly uuid?: string | undefined;
}

export interface HighlightValues extends Row {
  readonly description: string;
}

export interface BenefitValues extends HighlightValues {
  readonly icon_id: IconId | null;
}

export interface WorkingTimeValues {
  readonly key: string;
  readonly days: readonly number[];
  readonly hour_from: string;
  readonly hour_to: string;
}

/** A holiday: its days and either its opening hours or closed all day. */
export interface HolidayValues {
  readonly key: string;
  readonly days: readonly number[];
  readonly closed: boolean;
  readonly hour_from: string;
  readonly hour_to: string;
}

export interface PhoneValues {
  readonly key: string;
  readonly phone_number: string;
  readonly messengers: readonly MessengerId[];
}

export interface EmployeeValues extends Row {
  readonly name: string;
  readonly position: string;
  readonly avatar: string | null;
}

export interface OfficeValues extends Row {
  readonly address: string;
  readonly email: string;
  readonly logo: string | null;
  readonly type: OfficeKind;
  readonly show_block: boolean;
  /** The office type's id as text; `undefined` when none is chosen. */
  readonly office_type: string | undefined;
  readonly lat: string | undefined;
  readonly long: string | undefined;
  readonly office_working_times: readonly WorkingTimeValues[];
  readonly office_holidays: readonly HolidayValues[];
  readonly office_employees: readonly EmployeeValues[];
  readonly phones: readonly PhoneValues[];
}

export interface FeedbackValues {
  /** Whether the company page offers the form at all (`feedback_form` is null when not). */
  readonly enabled: boolean;
  readonly description: string;
  /** The form type's id as text; `undefined` when none is chosen. */
  readonly type: string | undefined;
}

export interface CompanyValues {
  readonly name: string;
  readonly motto: string;
  readonly description: string;
  readonly type: CompanyType;
  readonly logo: string | null;
  readonly show_achievements_block: boolean;
  readonly show_benefits_block: boolean;
  readonly show_payment_block: boolean;
  readonly cash_enabled: boolean;
  readonly cashless_enabled: boolean;
  readonly cryptocurrencies_enabled: boolean;
  readonly cash_currencies: readonly Currency[];
  readonly cashless_currencies: readonly Currency[];
  readonly cryptocurrencies: readonly Cryptocurrency[];
  readonly company_payment_methods: readonly PaymentMethod[];
  readonly company_achievements: readonly HighlightValues[];
  readonly company_benefits: readonly BenefitValues[];
  readonly feedback_form: FeedbackValues;
  readonly offices: readonly OfficeValues[];
}

/**
 * What a number input holds, as a number: `undefined` when empty or not a
 * number (the contract's check then asks for one). A decimal comma is read as a
 * point, as people in ru and uk write it.
 */
export function textNumber(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** `09:00-13:00` → its two times; empty (closed all day) or unreadable → two empty times. */
export function splitHours(hours: string): { readonly hour_from: string; readonly hour_to: string } {
  const match = /^\s*(\S+?)\s*-\s*(\S+?)\s*$/.exec(hours);
  return match ? { hour_from: match[1]!, hour_to: match[2]! } : { hour_from: '', hour_to: '' };
}

const rowOf = (uuid: string) => ({ key: uuid, uuid });
/** The uuid a row sends back: only a stored row has one. */
const uuidOf = (row: Row) => (row.uuid ? { uuid: row.uuid } : {});

type AccountOffice = CompanyAccount['offices'][number];

export function officeValues(office: AccountOffice): OfficeValues {
  return {
    ...rowOf(office.uuid),
    address: office.address,
    email: office.email,
    logo: office.logo,
    type: office.type,
    show_block: office.show_block,
    office_type: numberText(office.office_type.id),
    lat: numberText(office.lat),
    long: numberText(office.long),
    office_working_times: office.office_working_times.map((time) => ({
      key: newKey(),
      days: time.days,
      hour_from: time.hour_from,
      hour_to: time.hour_to,
    })),
    office_holidays: office.office_holidays.map((holiday) => ({
      key: newKey(),
      days: holiday.days,
      closed: holiday.hours.trim() === '',
      ...splitHours(holiday.hours),
    })),
    office_employees: office.office_employees.map((employee) => ({
      ...rowOf(employee.uuid),
      name: employee.name,
      position: employee.position,
      avatar: employee.avatar,
    })),
    // Blank phones are not saved: an office saved without one shows an empty row to fill, as a new one does.
    phones: office.phones.length
      ? office.phones.map((phone) => ({
          key: newKey(),
          phone_number: phone.phone_number,
          messengers: phone.messengers,
        }))
      : [emptyPhone()],
  };
}

/** The form's inputs for a loaded company (its draft, approved version or the default new company). */
export function companyValues(company: CompanyAccount): CompanyValues {
  return {
    name: company.name,
    motto: company.motto,
    description: company.description,
    type: company.type,
    logo: company.logo,
    show_achievements_block: company.show_achievements_block,
    show_benefits_block: company.show_benefits_block,
    show_payment_block: company.show_payment_block,
    cash_enabled: company.cash_enabled,
    cashless_enabled: company.cashless_enabled,
    cryptocurrencies_enabled: company.cryptocurrencies_enabled,
    cash_currencies: company.cash_currencies,
    cashless_currencies: company.cashless_currencies,
    cryptocurrencies: company.cryptocurrencies,
    company_payment_methods: company.company_payment_methods,
    company_achievements: company.company_achievements.map((item) => ({
      ...rowOf(item.uuid),
      description: item.description,
    })),
    company_benefits: company.company_benefits.map((item) => ({
      ...rowOf(item.uuid),
      description: item.description,
      icon_id: item.icon_id,
    })),
    feedback_form: company.feedback_form
      ? {
          enabled: true,
          description: company.feedback_form.description,
          type: numberText(company.feedback_form.feedback_form_type.id),
        }
      : { enabled: false, description: '', type: undefined },
    offices: company.offices.map(officeValues),
  };
}

/**
 * A new, empty office (docs/product.md, "Companies"): one row each of working times
 * (weekdays, 9 to 6), holidays (the weekend, closed) and phones; shown on the company page.
 */
export function emptyOffice(officeType: number | undefined): OfficeValues {
  return {
    key: newKey(),
    address: '',
    email: '',
    logo: null,
    type: 'branch',
    show_block: true,
    office_type: numberText(officeType),
    lat: undefined,
    long: undefined,
    office_working_times: [emptyWorkingTime()],
    office_holidays: [{ ...emptyHoliday(), days: [6, 7] }],
    office_employees: [],
    phones: [emptyPhone()],
  };
}

export const emptyWorkingTime = (): WorkingTimeValues => ({
  key: newKey(),
  days: [1, 2, 3, 4, 5],
  hour_from: '09:00',
  hour_to: '18:00',
});
export const emptyHoliday = (): HolidayValues => ({
  key: newKey(),
  days: [],
  closed: true,
  hour_from: '',
  hour_to: '',
});
export const emptyPhone = (): PhoneValues => ({ key: newKey(), phone_number: '', messengers: [] });
export const emptyEmployee = (): EmployeeValues => ({ key: newKey(), name: '', position: '', avatar: null });
export const emptyAchievement = (): HighlightValues => ({ key: newKey(), description: '' });
export const emptyBenefit = (): BenefitValues => ({ key: newKey(), description: '', icon_id: null });

/** Days sorted Monday first, each once. */
const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

function officeBody(office: OfficeValues) {
  return {
    ...uuidOf(office),
    address: office.address,
    email: office.email.trim(),
    logo: office.logo,
    type: office.type,
    show_block: office.show_block,
    office_type: { id: textNumber(office.office_type) },
    lat: textNumber(office.lat),
    long: textNumber(office.long),
    office_working_times: office.office_working_times.map((time) => ({
      days: sortedDays(time.days),
      hour_from: time.hour_from,
      hour_to: time.hour_to,
    })),
    office_holidays: office.office_holidays.map((holiday) => ({
      days: sortedDays(holiday.days),
      hours: holiday.closed ? '' : `${holiday.hour_from}-${holiday.hour_to}`,
    })),
    office_employees: office.office_employees.map((employee) => ({
      ...uuidOf(employee),
      name: employee.name,
      position: employee.position,
      avatar: employee.avatar,
    })),
    // A phone row left empty is no phone (the default new office has one): it does not stop a draft being saved.
    phones: office.phones
      .filter((phone) => phone.phone_number.trim() !== '')
      .map((phone) => ({ phone_number: phone.phone_number, messengers: [...phone.messengers] })),
  };
}

/**
 * The body of `POST`/`PUT /v1/account/company`, not yet checked: numbers typed
 * as text are numbers again (or `undefined` when left empty), the feedback form
 * is `null` when the company offers none. `checkCompany` (company-problems.ts)
 * checks it against the contract.
 */
export function companyBody(values: CompanyValues) {
  const { feedback_form: feedback } = values;
  return {
    name: values.name,
    motto: values.motto,
    description: values.description,
    type: values.type,
    logo: values.logo,
    show_achievements_block: values.show_achievements_block,
    show_benefits_block: values.show_benefits_block,
    show_payment_block: values.show_payment_block,
    cash_enabled: values.cash_enabled,
    cashless_enabled: values.cashless_enabled,
    cryptocurrencies_enabled: values.cryptocurrencies_enabled,
    cash_currencies: [...values.cash_currencies],
    cashless_currencies: [...values.cashless_currencies],
    cryptocurrencies: [...values.cryptocurrencies],
    company_payment_methods: [...values.company_payment_methods],
    company_achievements: values.company_achievements.map((item) => ({
      ...uuidOf(item),
      description: item.description,
    })),
    company_benefits: values.company_benefits.map((item) => ({
      ...uuidOf(item),
      description: item.description,
      icon_id: item.icon_id,
    })),
    feedback_form: feedback.enabled
      ? { description: feedback.description, feedback_form_type: { id: textNumber(feedback.type) } }
      : null,
    offices: values.offices.map(officeBody),
  };
}

/** The days 1 = Monday … 7 = Sunday (the API's numbering), each with the locale's full weekday name. */
export function weekdayOptions(locale: string): { readonly value: number; readonly label: string }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: weekdayName(day, locale, 'long') }));
}
