import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage, type Rule } from '@migralink/shared/schemas/rules';

/** Field errors gathered rule by rule, worded in the caller's language. */
export class Problems {
  readonly errors: FieldErrors = {};
  constructor(private readonly locale: Locale) {}

  add(path: string, rule: Rule): void {
    const message = ruleMessage(rule, this.locale);
    const messages = (this.errors[path] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }

  /** Adds the rule at `path` unless `valid`. */
  check(valid: boolean, path: string, rule: Rule): void {
    if (!valid) this.add(path, rule);
  }
}
