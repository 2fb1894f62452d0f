import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale, LocalizedText } from '@migralink/shared/locales';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { CompanyContentInput } from '#data/companies';
import { textIn } from '#listings/localized';

/**
 * The required texts of a company with their form paths, as
 * `companyRequiredTexts` counts them (a hidden block's texts are not required).
 */
function requiredTexts(content: CompanyContentInput): [string, LocalizedText][] {
  return [
    ['name', content.name],
    ['motto', content.motto],
    ['description', content.description],
    ...content.offices.flatMap((office, i): [string, LocalizedText][] => [
      [`offices.${i}.address`, office.address],
      ...office.office_employees.map((employee, j): [string, LocalizedText] => [
        `offices.${i}.office_employees.${j}.position`,
        employee.position,
      ]),
    ]),
    ...(content.show_achievements_block
      ? content.company_achievements.map((item, i): [string, LocalizedText] => [
          `company_achievements.${i}.description`,
          item.description,
        ])
      : []),
    ...(content.show_benefits_block
      ? content.company_benefits.map((item, i): [string, LocalizedText] => [
          `company_benefits.${i}.description`,
          item.description,
        ])
      : []),
  ];
}

/** A `required` error for each required text left empty in `locale`: why the draft cannot go to moderation. */
export function missingTexts(content: CompanyContentInput, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, text] of requiredTexts(content)) {
    if (textIn(text, locale).trim() === '') errors[path] = [ruleMessage('required', locale)];
  }
  return errors;
}
