import * as z from 'zod/mini';
import type { Locale } from '../locales';
import * as commonRules from './rules/common';
import type { Rule } from './rules/rule';
import * as listingsRules from './rules/listings';

/**
 * The product's own validation rules, beside zod's built-in checks. Each rule is
 * its name and its message per language, declared in the file of its area
 * (`rules/<area>.ts`), one constant each, so a function's bundle carries the
 * messages of the rules it checks and no others. A failed rule is a `custom`
 * issue whose `params.rule` is the rule itself; the API and the forms turn it
 * into its message in the caller's language (zod's locales word the built-in
 * checks).
 */
export type { Rule };

/** The message of a failed rule in a language. */
export const ruleMessage = (rule: Rule, locale: Locale): string => rule[locale];

const isRule = (value: unknown): value is Rule =>
  typeof value === 'object' && value !== null && typeof (value as Rule).name === 'string';

/** The rule a zod issue stands for, when it is one of ours. */
export function ruleOf(issue: { code: string; params?: Record<string, unknown> }): Rule | undefined {
  const rule = issue.code === 'custom' ? issue.params?.rule : undefined;
  return isRule(rule) ? rule : undefined;
}

/** A check that fails with one of our rules (at `path` below the checked value, if given). */
export function rule<T>(failed: Rule, valid: (value: T) => boolean, path?: PropertyKey[]) {
  return z.refine<T>(valid, { params: { rule: failed }, ...(path ? { path } : {}) });
}

/** A time of day, `HH:MM` in 24 hours. */
export const timeOfDay = z
  .string()
  .check(rule(listingsRules.time, (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)));

/** Days of the week, 1 = Monday … 7 = Sunday, at least one, each once. */
export const weekDays = z
  .array(z.number().check(z.int(), z.minimum(1), z.maximum(7)))
  .check(rule(listingsRules.days, (days: number[]) => days.length > 0 && new Set(days).size === days.length));

/** Opening hours on a holiday: `HH:MM-HH:MM`, or empty when closed all day. */
export const hoursRange = z.string().check(
  z.trim(),
  rule(listingsRules.hoursRange, (value: string) => {
    if (value === '') return true;
    const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(value);
    const valid = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
    return !!match && valid(match[1]!) && valid(match[2]!) && match[1]! < match[2]!;
  }),
);

/** A list whose values may each appear once. */
export const uniqueList = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(
    z.maxLength(max),
    rule(commonRules.unique, (values: unknown[]) => new Set(values).size === values.length),
  );
