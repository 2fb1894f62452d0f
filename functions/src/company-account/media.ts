import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { CompanyContentInput } from '#data/companies';
import { UPLOAD_RULES, type UploadPurpose } from '#uploads/purposes';
import type { CompanyFormData } from './form';

/**
 * A form may name only the company's own uploads: a path in the folder of the
 * right purpose under the company's id, or one the company already has stored
 * (e.g. seeded content). Anything else would let a company show another's files.
 */

interface MediaField {
  path: string;
  value: string | null;
  purpose: UploadPurpose;
}

function mediaFields(form: CompanyFormData): MediaField[] {
  return [
    { path: 'logo', value: form.logo, purpose: 'company_logo' },
    ...form.offices.flatMap((office, i) => [
      { path: `offices.${i}.logo`, value: office.logo, purpose: 'office_logo' as const },
      ...office.office_employees.map((employee, j) => ({
        path: `offices.${i}.office_employees.${j}.avatar`,
        value: employee.avatar,
        purpose: 'employee_avatar' as const,
      })),
    ]),
  ];
}

/** Every media path stored content refers to. */
export function storedMedia(content: CompanyContentInput): string[] {
  return [
    content.logo,
    ...content.offices.flatMap((office) => [office.logo, ...office.office_employees.map((e) => e.avatar)]),
  ].filter((path): path is string => path !== null);
}

/** Field errors (rule `media`) for each media path of the form that is not the company's. */
export function foreignMedia(
  form: CompanyFormData,
  companyId: string,
  stored: readonly string[],
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of mediaFields(form)) {
    if (field.value === null || stored.includes(field.value)) continue;
    if (field.value.startsWith(`/${UPLOAD_RULES[field.purpose].folder}/${companyId}/`)) continue;
    errors[field.path] = [ruleMessage('media', locale)];
  }
  return errors;
}
