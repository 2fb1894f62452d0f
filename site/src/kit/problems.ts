import { ApiError } from '@migralink/shared/client';
import { ERROR_CODES, type ErrorCode } from '@migralink/shared/errors';
import type { MessageParams } from '@/i18n/format';
import type { ErrorMessageKey } from '@/i18n/messages';
import { ContractMismatchError } from '@/api/answers';

/** Whether the API answered at all: kept beside the account's other error helpers. */
export { isAnswered } from '@/api/answers';
export { isSessionExpired } from './session';

/** Something to tell the user: one of our texts, or a text the API wrote (already in the user's language). */
export type Problem = { readonly key: ErrorMessageKey; readonly params?: MessageParams } | { readonly text: string };

/** What went wrong with a form: per field, and in general. */
export interface Problems<F extends string> {
  readonly general?: Problem;
  readonly fields: Partial<Record<F, Problem>>;
}

export const NO_PROBLEMS: Problems<never> = { fields: {} };

export interface DescribeOptions<F extends string> {
  /** The form's fields, named as the API names them in `errors`. */
  readonly fields: readonly F[];
  /** Error codes that are about one field: `invalid_credentials` → `current_password` when changing a password. */
  readonly codeFields?: Partial<Record<ErrorCode, F>>;
}

/** Thrown when the upload to storage (not our API) fails; `status` 0 is no answer at all. */
export class StorageUploadError extends Error {
  override readonly name = 'StorageUploadError';
  constructor(readonly status: number) {
    super(`The upload to storage failed with status ${status}`);
  }
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

const codeProblem = (code: ErrorCode): Problem => ({ key: `errors.code.${code}` });

/** When the API sent no (known) `error_code`, the status says enough. */
function statusProblem(status: number): Problem {
  if (status === 401) return codeProblem('unauthenticated');
  if (status === 403) return codeProblem('forbidden');
  if (status === 404) return codeProblem('not_found');
  if (status === 413) return codeProblem('payload_too_large');
  if (status === 429) return codeProblem('rate_limited');
  if (status >= 500) return codeProblem('internal_error');
  return { key: 'errors.generic' };
}

/** `email` and `email.0` are the field `email`; anything else is not one of the form's fields. */
function fieldOf<F extends string>(name: string, fields: readonly F[]): F | undefined {
  return fields.find((field) => name === field || name.startsWith(`${field}.`));
}

/**
 * Turns a failed call into what the form shows (docs/product.md, "Errors"): the API's per-field
 * messages under their fields, and one general message: the field messages that
 * belong to no field of the form if there are any, else the text of the
 * `error_code` (or of the status). A failure without an answer is a network
 * problem; an answer that breaks the contract is a generic one.
 */
export function describeError<F extends string>(error: unknown, options: DescribeOptions<F>): Problems<F> {
  if (error instanceof StorageUploadError) {
    return { general: error.status === 0 ? { key: 'errors.network' } : codeProblem('upload_rejected'), fields: {} };
  }
  if (error instanceof ContractMismatchError) return { general: { key: 'errors.generic' }, fields: {} };
  if (!(error instanceof ApiError)) return { general: { key: 'errors.network' }, fields: {} };

  const { error_code: code, errors = {} } = error.body;
  const fields: Partial<Record<F, Problem>> = {};
  const elsewhere: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const field = fieldOf(name, options.fields);
    const text = messages.filter(Boolean).join(' ');
    if (!text) continue;
    if (field && !fields[field]) fields[field] = { text };
    else if (field) fields[field] = { text: `${(fields[field] as { text: string }).text} ${text}` };
    else elsewhere.push(text);
  }

  const known = isErrorCode(code) ? code : undefined;
  const codeField = known ? options.codeFields?.[known] : undefined;
  if (codeField && !fields[codeField]) fields[codeField] = codeProblem(known as ErrorCode);

  let general: Problem | undefined;
  if (elsewhere.length) general = { text: elsewhere.join(' ') };
  else if (codeField) general = undefined;
  else if (known) general = codeProblem(known);
  else general = statusProblem(error.status);
  return general ? { general, fields } : { fields };
}

export function hasProblems(problems: Problems<string>): boolean {
  return problems.general !== undefined || Object.keys(problems.fields).length > 0;
}

/** The text of a problem, with the island's lookup for our own texts. */
export function problemText(
  t: (key: ErrorMessageKey, params?: MessageParams) => string,
  problem: Problem | undefined,
): string | undefined {
  if (!problem) return undefined;
  return 'key' in problem ? t(problem.key, problem.params) : problem.text;
}

/**
 * `describeError`, except that a refusal (403, 409) shows the API's own message, which says why in
 * the page's language (e.g. only a published company advertises, another payment is open).
 */
export function describeWithRefusal<F extends string>(error: unknown, options: DescribeOptions<F>): Problems<F> {
  if (error instanceof ApiError && (error.status === 403 || error.status === 409) && error.body.message.trim())
    return { general: { text: error.body.message }, fields: {} };
  return describeError(error, options);
}
