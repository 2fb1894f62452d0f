import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { CompanyContentInput } from '#data/companies';
import { existingKeys } from '#uploads/bucket';
import { checkedFileKey } from '#uploads/keys';
import type { UploadPurpose } from '#uploads/purposes';
import type { CompanyFormData } from './form';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';

/**
 * A form may name only the company's own uploads: a file that the upload's
 * check put in the folder of the right purpose under the company's id, or a
 * path the company already has stored (e.g. seeded content). Anything else
 * would let a company show another's files, or any path under its folder.
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

/**
 * Field errors (rule `media`) for each media path of the form that is not one
 * of the company's checked files. A path already stored is not looked at
 * again; any other must have the shape of a checked file of its purpose in the
 * folder of `folderId` (the company's; the owner's for the save that creates
 * it) and be there in S3 (one HeadObject per distinct path, in parallel): files
 * get there only once the upload's check accepted them.
 */
export async function foreignMedia(
  form: CompanyFormData,
  folderId: string,
  stored: readonly string[],
  locale: Locale,
): Promise<FieldErrors> {
  const changed = mediaFields(form).flatMap(({ path, value, purpose }) =>
    value === null || stored.includes(value) ? [] : [{ path, key: checkedFileKey(value, purpose, folderId) }],
  );
  const present = await existingKeys(changed.flatMap(({ key }) => (key ? [key] : [])));
  const errors: FieldErrors = {};
  for (const { path, key } of changed)
    if (!key || !present.has(key)) errors[path] = [ruleMessage(listingsRules.media, locale)];
  return errors;
}
