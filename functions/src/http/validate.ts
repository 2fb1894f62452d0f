import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import ru from 'zod/v4/locales/ru.js';
import uk from 'zod/v4/locales/uk.js';
import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage, ruleOf } from '@migralink/shared/schemas/rules';
import { ValidationError } from './errors';

const ZOD_LOCALES = { en: en(), ru: ru(), uk: uk() } as const;

/** `errors` of the error shape: field path → messages, in the caller's language. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  const localize = ZOD_LOCALES[locale].localeError;
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const rule = ruleOf(issue);
    const message = rule ? ruleMessage(rule, locale) : localize(issue as never);
    const text = (typeof message === 'string' ? message : message?.message) ?? issue.message;
    (errors[key] ??= []).push(text);
  }
  return errors;
}

/** Parses input against a schema; a mismatch is a 422 with per-field messages. */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, locale: Locale): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ValidationError(fieldErrors(result.error.issues, locale));
  return result.data;
}
