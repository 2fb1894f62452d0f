import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { RequiredField } from '#data/filled-locales';
import { textIn } from './localized';
import * as commonRules from '@migralink/shared/schemas/rules/common';

/**
 * A `required` error (worded in `messages`) at each required text left blank
 * in the `edited` locale: why a company or service cannot go to moderation yet.
 */
export function missingRequired(fields: readonly RequiredField[], edited: Locale, messages: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, text] of fields) {
    if (textIn(text, edited).trim() === '') errors[path] = [ruleMessage(commonRules.required, messages)];
  }
  return errors;
}
