import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { companyRequiredFields, type CompanyContentInput } from '#data/companies';
import { missingRequired } from '#listings/required';

/** A `required` error for each required text left empty in `locale`: why the draft cannot go to moderation. */
export const missingTexts = (content: CompanyContentInput, locale: Locale): FieldErrors =>
  missingRequired(companyRequiredFields(content), locale, locale);
