import type { CompanyAccount, MESSENGER_IDS, OFFICE_KINDS } from '@migralink/shared/schemas/company-account';
import { weekdayName } from '@/i18n/dates';
import { newKey, numberText } from '@/kit/form-values';
import { rowOf, textNumber, uuidOf, type Row } from './company-rows';

/**
 * The offices' part of the company form: an office with its working times, holidays, employees
 * and phones, from the API's answer to inputs and back to the body (as `company-form.ts` does for
 * the company).
 */

export type OfficeKind = (typeof OFFICE_KINDS)[number];
export type MessengerId = (typeof MESSENGER_IDS)[number];

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

export interface EmployeeValues extends Row {
  readonly name: string;
  readonly position: string;
  readonly avatar: string | null;
}

/** `09:00-13:00` → its two times; empty (closed all day) or unreadable → two empty times. */
export function splitHours(hours: string): { readonly hour_from: string; readonly hour_to: string } {
  const match = /^\s*(\S+?)\s*-\s*(\S+?)\s*$/.exec(hours);
  return match ? { hour_from: match[1]!, hour_to: match[2]! } : { hour_from: '', hour_to: '' };
}

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
/** Days sorted Monday first, each once. */
const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

export function officeBody(office: OfficeValues) {
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

/** The days 1 = Monday … 7 = Sunday (the API's numbering), each with the locale's full weekday name. */
export function weekdayOptions(locale: string): { readonly value: number; readonly label: string }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: weekdayName(day, locale, 'long') }));
}
