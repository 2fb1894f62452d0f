import * as z from 'zod/mini';
import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { companyForm, type CompanyForm } from '@migralink/shared/schemas/company-form';
import { ruleMessage, ruleOf } from '@migralink/shared/schemas/rules';
import type { Translate } from '@/i18n/format';
import type { CompanyValues } from './company-form';
import type { IssueKey } from './messages';

/**
 * The editors check a body against the contract's own schema before sending
 * it, and word each failure as the API would: our rules with their messages,
 * zod's checks with the site's texts. The result has the API's shape (path →
 * messages), so a local failure and a 422 are shown the same way.
 */
type Issue = z.core.$ZodIssue;
export type IssueTranslate = Translate<IssueKey>;

/** The text of one failed check, in the user's language. */
export function issueText(issue: Issue, locale: Locale, t: IssueTranslate): string {
  const rule = ruleOf(issue);
  if (rule) return ruleMessage(rule, locale);
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? t('company_editor.error.number') : t('company_editor.error.invalid');
    case 'too_small':
      if (issue.origin === 'string') return t('errors.field.required');
      if (issue.origin === 'array') return t('company_editor.error.at_least', { min: Number(issue.minimum) });
      return t('company_editor.error.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('errors.field.too_long', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('company_editor.error.too_many', { max: Number(issue.maximum) });
      return t('company_editor.error.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('errors.field.email') : t('company_editor.error.invalid');
    // The office's e-mail is `'' | email`: a union that failed is a wrong address.
    case 'invalid_union':
      return issue.path.at(-1) === 'email' ? t('errors.field.email') : t('company_editor.error.invalid');
    case 'invalid_value':
      return t('company_editor.error.choose');
    default:
      return t('company_editor.error.invalid');
  }
}

/** The messages of every failed check, keyed by the field's path (`offices.0.phones.1.phone_number`). */
export function issueErrors(issues: readonly Issue[], locale: Locale, t: IssueTranslate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.map(String).join('.') : '_';
    const text = issueText(issue, locale, t);
    const known = (errors[path] ??= []);
    if (!known.includes(text)) known.push(text);
  }
  return errors;
}

export type CheckedCompany =
  { readonly ok: true; readonly body: CompanyForm } | { readonly ok: false; readonly errors: FieldErrors };

/** A body of `POST`/`PUT /v1/account/company` checked against the contract; the server checks it again. */
export function checkCompany(body: unknown, locale: Locale, t: IssueTranslate): CheckedCompany {
  const result = z.safeParse(companyForm, body);
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: issueErrors(result.error.issues, locale, t) };
}

/** The two editors of the one company form: the company's own blocks, and its offices. */
export type EditorScreen = 'company' | 'offices';

const isOfficePath = (path: string) => path === 'offices' || path.startsWith('offices.');

/**
 * The errors a screen shows at its fields (and those about the form as a
 * whole, `_`), and whether the other screen has errors too: the same form is
 * saved from both, so a save may fail on fields the user cannot see here.
 */
export function splitByScreen(
  errors: FieldErrors,
  screen: EditorScreen,
): { readonly own: FieldErrors; readonly elsewhere: boolean } {
  const own: FieldErrors = {};
  let elsewhere = false;
  for (const [path, messages] of Object.entries(errors)) {
    const ours = path === '_' || isOfficePath(path) === (screen === 'offices');
    if (ours) own[path] = messages;
    else elsewhere = true;
  }
  return { own, elsewhere };
}

/** The company editor's fields, as the API names them in `errors`. */
export function companyFieldPaths(values: CompanyValues): string[] {
  return deepestFirst([
    'name',
    'motto',
    'description',
    'type',
    'logo',
    'cash_currencies',
    'cashless_currencies',
    'cryptocurrencies',
    'company_payment_methods',
    'company_achievements',
    ...values.company_achievements.map((_, index) => `company_achievements.${index}.description`),
    'company_benefits',
    ...values.company_benefits.flatMap((_, index) => [
      `company_benefits.${index}.description`,
      `company_benefits.${index}.icon_id`,
    ]),
    'feedback_form',
    'feedback_form.description',
    'feedback_form.feedback_form_type',
  ]);
}

/** The offices editor's fields, as the API names them in `errors`. */
export function officeFieldPaths(values: CompanyValues): string[] {
  return deepestFirst([
    'offices',
    ...values.offices.flatMap((office, index) => {
      const at = `offices.${index}`;
      const rows = (list: string, length: number, fields: readonly string[]) => [
        `${at}.${list}`,
        ...Array.from({ length }, (_, row) => fields.map((field) => `${at}.${list}.${row}.${field}`)).flat(),
      ];
      return [
        ...['address', 'email', 'logo', 'type', 'office_type', 'lat', 'long'].map((field) => `${at}.${field}`),
        ...rows('office_working_times', office.office_working_times.length, ['days', 'hour_from', 'hour_to']),
        ...rows('office_holidays', office.office_holidays.length, ['days', 'hours']),
        ...rows('phones', office.phones.length, ['phone_number', 'messengers']),
        ...rows('office_employees', office.office_employees.length, ['name', 'position', 'avatar']),
      ];
    }),
  ]);
}

/**
 * Deeper paths first: an error at `offices.0.phones.1.messengers.2` belongs to
 * `offices.0.phones.1.messengers`, not to `offices.0.phones` (describeError
 * gives a message to the first field whose path it starts with).
 */
function deepestFirst(paths: string[]): string[] {
  const depth = (path: string) => path.split('.').length;
  return paths.sort((a, b) => depth(b) - depth(a));
}
