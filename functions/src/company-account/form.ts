import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { Locale, LocalizedText } from '@migralink/shared/locales';
import { iconUrl, type CompanyAccount, type ModerationStateView } from '@migralink/shared/schemas/company-account';
import type { companyForm } from '@migralink/shared/schemas/company-form';
import {
  companyRequiredTexts,
  type CompanyContentInput,
  type CompanyHighlight,
  type CompanyProfile,
  type Office,
} from '#data/companies';
import { filledLocales } from '#data/filled-locales';
import { localesWithText, mergeById, textIn, withText } from '#listings/localized';
import { moderationView } from '#listings/moderation-view';
import { imageLibrary } from '@migralink/shared/company-choices';

/**
 * The company editor's form in one language ⇄ the stored content in every
 * language. Reading picks the edited locale's texts; writing merges the form's
 * texts into what was stored (other locales kept, sub-items matched by id).
 */

/** The form as validated (phone numbers already E.164). */
export type CompanyFormData = z.output<typeof companyForm>;

/** The file id of a media path (`/media/<folder>/<owner>/<id>.<ext>` → `<id>`), the editor's `*_uuid`. */
export function fileId(path: string | null): string | null {
  const file = path?.split('/').pop();
  return file ? file.replace(/\.[^.]*$/, '') : null;
}

/** A new office as the editor first shows it (docs/product.md, "Companies"): one row each of working times, holidays and phones. */
export function defaultOffice(): Office {
  return {
    id: randomUUID(),
    address: { en: '' },
    email: '',
    logo: null,
    type: 'head',
    show_block: true,
    office_type_id: 1,
    lat: 0,
    long: 0,
    office_working_times: [{ days: [1, 2, 3, 4, 5], hour_from: '09:00', hour_to: '18:00' }],
    office_holidays: [{ days: [6, 7], hours: '' }],
    office_employees: [],
    phones: [{ phone_number: '', messengers: [] }],
  };
}

/** The default new company (docs/product.md, "Companies"): one office, every display block shown, nothing written yet. */
export function defaultCompanyContent(): CompanyContentInput {
  return {
    name: { en: '' },
    motto: { en: '' },
    description: { en: '' },
    type: 'agency',
    logo: null,
    show_achievements_block: true,
    show_benefits_block: true,
    show_payment_block: true,
    cash_enabled: false,
    cashless_enabled: false,
    cryptocurrencies_enabled: false,
    cash_currencies: [],
    cashless_currencies: [],
    cryptocurrencies: [],
    company_achievements: [],
    company_benefits: [],
    company_payment_methods: [],
    feedback_form: null,
    offices: [defaultOffice()],
  };
}

/** Moderation state of a company that is not stored yet. */
const UNSAVED: ModerationStateView = {
  status: 'draft',
  published: false,
  moderator_comment: null,
  has_approved_version: false,
  updated_at: '',
};

type OfficeView = CompanyAccount['offices'][number];

// Stored kinds and ids are plain strings and numbers in the data layer; they were
// written through the form, so they are the form's values (the casts say so).

function officeView(office: Office, locale: Locale): OfficeView {
  return {
    uuid: office.id,
    address: textIn(office.address, locale),
    email: office.email,
    logo: office.logo,
    logo_uuid: fileId(office.logo),
    type: office.type as OfficeView['type'],
    show_block: office.show_block,
    office_type: { id: office.office_type_id as OfficeView['office_type']['id'] },
    lat: office.lat,
    long: office.long,
    office_working_times: office.office_working_times.map(({ days, hour_from, hour_to }) => ({
      days,
      hour_from,
      hour_to,
    })),
    office_holidays: office.office_holidays.map(({ days, hours }) => ({ days, hours })),
    office_employees: office.office_employees.map((employee) => ({
      uuid: employee.id,
      name: employee.name,
      position: textIn(employee.position, locale),
      avatar: employee.avatar,
    })),
    phones: office.phones.map(({ phone_number, messengers }) => ({ phone_number, messengers })),
  };
}

/**
 * The editor's answer: `content` in the edited locale with the company's state,
 * or the default new company when `profile` is null (not stored yet).
 */
export function companyAccountView(
  profile: CompanyProfile | null,
  content: CompanyContentInput,
  locale: Locale,
): CompanyAccount {
  return {
    ...(profile ? moderationView(profile) : UNSAVED),
    uuid: profile?.id ?? null,
    slug: profile?.slug ?? null,
    plan: profile?.plan ?? 'basic',
    name: textIn(content.name, locale),
    motto: textIn(content.motto, locale),
    description: textIn(content.description, locale),
    type: content.type as CompanyAccount['type'],
    logo: content.logo,
    logo_uuid: fileId(content.logo),
    show_achievements_block: content.show_achievements_block,
    show_benefits_block: content.show_benefits_block,
    show_payment_block: content.show_payment_block,
    cash_enabled: content.cash_enabled,
    cashless_enabled: content.cashless_enabled,
    cryptocurrencies_enabled: content.cryptocurrencies_enabled,
    cash_currencies: content.cash_currencies,
    cashless_currencies: content.cashless_currencies,
    cryptocurrencies: content.cryptocurrencies as CompanyAccount['cryptocurrencies'],
    company_achievements: content.company_achievements.map((item) => ({
      uuid: item.id,
      description: textIn(item.description, locale),
    })),
    company_benefits: content.company_benefits.map((item) => ({
      uuid: item.id,
      description: textIn(item.description, locale),
      icon_id: item.icon as CompanyAccount['company_benefits'][number]['icon_id'],
      icon_url: item.icon ? iconUrl(item.icon) : null,
    })),
    company_payment_methods: content.company_payment_methods as CompanyAccount['company_payment_methods'],
    feedback_form: content.feedback_form && {
      description: textIn(content.feedback_form.description, locale),
      feedback_form_type: {
        id: content.feedback_form.type_id as NonNullable<CompanyAccount['feedback_form']>['feedback_form_type']['id'],
      },
    },
    offices: content.offices.map((office) => officeView(office, locale)),
    image_library: imageLibrary(),
    filled_locales: filledLocales(companyRequiredTexts(content)),
    text_locales: localesWithText(companyTexts(content)),
  };
}

/** Achievements (no icon in the form: the stored one stays) and benefits (icon chosen in the form). */
function highlight(
  stored: readonly CompanyHighlight[],
  form: readonly { uuid?: string | null; description: string; icon_id?: string | null }[],
  locale: Locale,
): CompanyHighlight[] {
  return mergeById(stored, form, (item, previous, id) => ({
    id,
    description: withText(previous?.description, locale, item.description),
    icon: item.icon_id === undefined ? (previous?.icon ?? null) : item.icon_id,
  }));
}

function officeFrom(
  form: CompanyFormData['offices'][number],
  previous: Office | undefined,
  id: string,
  locale: Locale,
) {
  return {
    id,
    address: withText(previous?.address, locale, form.address),
    email: form.email,
    logo: form.logo,
    type: form.type,
    show_block: form.show_block,
    office_type_id: form.office_type.id,
    lat: form.lat,
    long: form.long,
    office_working_times: form.office_working_times.map(({ days, hour_from, hour_to }) => ({
      days,
      hour_from,
      hour_to,
    })),
    office_holidays: form.office_holidays.map(({ days, hours }) => ({ days, hours })),
    office_employees: mergeById(previous?.office_employees ?? [], form.office_employees, (employee, before, id) => ({
      id,
      name: employee.name,
      position: withText(before?.position, locale, employee.position),
      avatar: employee.avatar,
    })),
    phones: form.phones.map(({ phone_number, messengers }) => ({ phone_number, messengers })),
  } satisfies Office;
}

/**
 * The content after saving `form` in `locale` over `previous`: the locale's
 * texts replaced, the other locales kept; sub-items matched by uuid (unknown or
 * missing uuid = a new item), items left out of the form removed.
 */
export function contentFromForm(
  form: CompanyFormData,
  previous: CompanyContentInput | null,
  locale: Locale,
): CompanyContentInput {
  const text = (stored: LocalizedText | undefined, value: string) => withText(stored, locale, value);
  return {
    name: text(previous?.name, form.name),
    motto: text(previous?.motto, form.motto),
    description: text(previous?.description, form.description),
    type: form.type,
    logo: form.logo,
    show_achievements_block: form.show_achievements_block,
    show_benefits_block: form.show_benefits_block,
    show_payment_block: form.show_payment_block,
    cash_enabled: form.cash_enabled,
    cashless_enabled: form.cashless_enabled,
    cryptocurrencies_enabled: form.cryptocurrencies_enabled,
    cash_currencies: form.cash_currencies,
    cashless_currencies: form.cashless_currencies,
    cryptocurrencies: form.cryptocurrencies,
    company_achievements: highlight(previous?.company_achievements ?? [], form.company_achievements, locale),
    company_benefits: highlight(previous?.company_benefits ?? [], form.company_benefits, locale),
    company_payment_methods: form.company_payment_methods,
    feedback_form: form.feedback_form && {
      type_id: form.feedback_form.feedback_form_type.id,
      description: text(previous?.feedback_form?.description, form.feedback_form.description),
    },
    offices: mergeById(previous?.offices ?? [], form.offices, (office, before, id) =>
      officeFrom(office, before, id, locale),
    ),
  };
}

/** Every text of the content, in every locale: what the plan's language limit counts. */
export function companyTexts(content: CompanyContentInput): LocalizedText[] {
  return [
    content.name,
    content.motto,
    content.description,
    ...content.company_achievements.map((item) => item.description),
    ...content.company_benefits.map((item) => item.description),
    ...(content.feedback_form ? [content.feedback_form.description] : []),
    ...content.offices.flatMap((office) => [
      office.address,
      ...office.office_employees.map((employee) => employee.position),
    ]),
  ];
}
