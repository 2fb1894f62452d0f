import { PLURAL_FORMS, pluralForm, type PluralForm } from '@migralink/shared/counts';
import type { Locale } from '@migralink/shared/locales';
import type { MessageParams, Translate } from './format';

/**
 * Counts in the language's plural forms. A text that puts a number before a word that agrees with it
 * is a family of keys, one per form: `reviews.count.one` "{count} отзыв", `.few` "{count} отзыва",
 * `.many` "{count} отзывов", `.other` (fractions) "{count} отзыва"; `countText` picks the one the
 * count takes (`pluralForm`, shared with the mails). A number that no word agrees with
 * ("Найдено: {count}") needs no family.
 */

/** The keys of a plural family: `PluralKeys<'reviews.count'>`. */
export type PluralKeys<Base extends string> = `${Base}.${PluralForm}`;

/** All four keys of a family, for the lists of texts an island is handed. */
export const pluralKeys = <Base extends string>(base: Base): PluralKeys<Base>[] =>
  PLURAL_FORMS.map((form) => `${base}.${form}` as const);

/** The family's text for `count`, with `{count}` and any other `params` filled in: "131 направление". */
export function countText<Base extends string>(
  t: Translate<PluralKeys<Base>>,
  base: Base,
  count: number,
  locale: Locale,
  params: MessageParams = {},
): string {
  return t(`${base}.${pluralForm(count, locale)}`, { ...params, count });
}
