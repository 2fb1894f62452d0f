import * as z from 'zod/mini';
import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { issueMessage } from '@migralink/shared/schemas/messages';
import { ValidationError } from './errors';

/** `errors` of the error shape: field path → messages, in the caller's language (each message once). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const text = issueMessage(issue, locale);
    const known = (errors[key] ??= []);
    if (!known.includes(text)) known.push(text);
  }
  return errors;
}

/** Parses input against a schema; a mismatch is a 422 with per-field messages. */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, locale: Locale): z.output<S> {
  // With the input in each issue, a missing value is told apart from one of the wrong kind.
  const result = z.safeParse(schema, value, { reportInput: true });
  if (!result.success) throw new ValidationError(fieldErrors(result.error.issues, locale));
  return result.data;
}
