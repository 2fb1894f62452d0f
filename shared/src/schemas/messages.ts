import type * as z from 'zod/mini';
import { countWords } from '../counts';
import type { Locale } from '../locales';
import { ruleMessage, ruleOf } from './rules';
import * as commonRules from './rules/common';

/**
 * What a failed check tells the person who sent the value, in their language:
 * our rules (`rules.ts`) with their own messages, zod's built-in checks with
 * the sentences below, one per kind of failure. Never zod's own wording: it
 * names types and received values and quotes regular expressions, which tell
 * a person nothing (and tell an attacker how the checks are written).
 */

type Issue = z.core.$ZodIssue;
type Texts = Record<Locale, string>;
type Counted = Record<Locale, (count: number) => string>;

const characters = {
  en: (n: number) => countWords(n, 'en', { one: 'character', other: 'characters' }),
  ru: (n: number) => countWords(n, 'ru', { one: 'символ', few: 'символа', many: 'символов', other: 'символа' }),
  uk: (n: number) => countWords(n, 'uk', { one: 'символ', few: 'символи', many: 'символів', other: 'символу' }),
};
const items = {
  en: (n: number) => countWords(n, 'en', { one: 'item', other: 'items' }),
  ru: (n: number) => countWords(n, 'ru', { one: 'элемент', few: 'элемента', many: 'элементов', other: 'элемента' }),
  uk: (n: number) => countWords(n, 'uk', { one: 'елемент', few: 'елементи', many: 'елементів', other: 'елемента' }),
};

/** The sentences, by the kind of failure; `count` ones take the limit. */
export const ISSUE_MESSAGES = {
  not_text: {
    en: 'Enter text here.',
    ru: 'Здесь нужен текст.',
    uk: 'Тут потрібен текст.',
  },
  not_number: {
    en: 'Enter a number.',
    ru: 'Укажите число.',
    uk: 'Вкажіть число.',
  },
  not_whole: {
    en: 'Enter a whole number.',
    ru: 'Укажите целое число.',
    uk: 'Вкажіть ціле число.',
  },
  not_boolean: {
    en: 'Choose yes or no.',
    ru: 'Выберите «да» или «нет».',
    uk: 'Оберіть «так» або «ні».',
  },
  not_list: {
    en: 'Send a list here.',
    ru: 'Здесь нужен список.',
    uk: 'Тут потрібен список.',
  },
  not_group: {
    en: 'Fill in the fields of this group.',
    ru: 'Заполните поля этой группы.',
    uk: 'Заповніть поля цієї групи.',
  },
  wrong_kind: {
    en: 'This value is of the wrong kind.',
    ru: 'Значение неподходящего вида.',
    uk: 'Значення невідповідного виду.',
  },
  not_allowed: {
    en: 'Choose one of the offered values.',
    ru: 'Выберите одно из предложенных значений.',
    uk: 'Оберіть одне із запропонованих значень.',
  },
  email: {
    en: 'Enter an e-mail address, e.g. name@example.com.',
    ru: 'Укажите адрес e-mail, например name@example.com.',
    uk: 'Вкажіть адресу e-mail, наприклад name@example.com.',
  },
  url: {
    en: 'Enter a web address, e.g. https://example.com.',
    ru: 'Укажите веб-адрес, например https://example.com.',
    uk: 'Вкажіть вебадресу, наприклад https://example.com.',
  },
  uuid: {
    en: 'This identifier is not valid.',
    ru: 'Недействительный идентификатор.',
    uk: 'Недійсний ідентифікатор.',
  },
  date: {
    en: 'Enter a date as YYYY-MM-DD, e.g. 2025-03-31.',
    ru: 'Укажите дату в формате ГГГГ-ММ-ДД, например 2025-03-31.',
    uk: 'Вкажіть дату у форматі РРРР-ММ-ДД, наприклад 2025-03-31.',
  },
  datetime: {
    en: 'Enter a date and time, e.g. 2025-03-31T09:30:00Z.',
    ru: 'Укажите дату и время, например 2025-03-31T09:30:00Z.',
    uk: 'Вкажіть дату й час, наприклад 2025-03-31T09:30:00Z.',
  },
  bad_format: {
    en: 'This value is not written the way it should be.',
    ru: 'Значение записано в неверном формате.',
    uk: 'Значення записано в неправильному форматі.',
  },
  unknown_field: {
    en: 'This field is not part of the form.',
    ru: 'Такого поля в форме нет.',
    uk: 'Такого поля у формі немає.',
  },
  invalid: {
    en: 'This value is not valid.',
    ru: 'Недопустимое значение.',
    uk: 'Неприпустиме значення.',
  },
} as const satisfies Record<string, Texts>;

export const COUNTED_MESSAGES = {
  too_short: {
    en: (n) => `Enter at least ${characters.en(n)}.`,
    ru: (n) => `Введите не меньше: ${characters.ru(n)}.`,
    uk: (n) => `Введіть не менше: ${characters.uk(n)}.`,
  },
  too_long: {
    en: (n) => `Enter at most ${characters.en(n)}.`,
    ru: (n) => `Введите не больше: ${characters.ru(n)}.`,
    uk: (n) => `Введіть не більше: ${characters.uk(n)}.`,
  },
  too_few: {
    en: (n) => `Add at least ${items.en(n)}.`,
    ru: (n) => `Добавьте не меньше: ${items.ru(n)}.`,
    uk: (n) => `Додайте не менше: ${items.uk(n)}.`,
  },
  too_many: {
    en: (n) => `Add at most ${items.en(n)}.`,
    ru: (n) => `Добавьте не больше: ${items.ru(n)}.`,
    uk: (n) => `Додайте не більше: ${items.uk(n)}.`,
  },
  at_least: {
    en: (n) => `Enter a number of at least ${n}.`,
    ru: (n) => `Укажите число не меньше ${n}.`,
    uk: (n) => `Вкажіть число не менше ${n}.`,
  },
  above: {
    en: (n) => `Enter a number greater than ${n}.`,
    ru: (n) => `Укажите число больше ${n}.`,
    uk: (n) => `Вкажіть число більше ${n}.`,
  },
  at_most: {
    en: (n) => `Enter a number of at most ${n}.`,
    ru: (n) => `Укажите число не больше ${n}.`,
    uk: (n) => `Вкажіть число не більше ${n}.`,
  },
  below: {
    en: (n) => `Enter a number less than ${n}.`,
    ru: (n) => `Укажите число меньше ${n}.`,
    uk: (n) => `Вкажіть число менше ${n}.`,
  },
  multiple_of: {
    en: (n) => `Enter a multiple of ${n}.`,
    ru: (n) => `Укажите число, кратное ${n}.`,
    uk: (n) => `Вкажіть число, кратне ${n}.`,
  },
} as const satisfies Record<string, Counted>;

const LISTS = new Set(['array', 'set']);

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, locale: Locale): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    // An empty text where one is needed is told as such, not as "at least 1 character".
    if (small && limit <= 1) return ruleMessage(commonRules.required, locale);
    return COUNTED_MESSAGES[small ? 'too_short' : 'too_long'][locale](limit);
  }
  if (LISTS.has(issue.origin)) return COUNTED_MESSAGES[small ? 'too_few' : 'too_many'][locale](limit);
  const inclusive = issue.inclusive !== false;
  const kind = small ? (inclusive ? 'at_least' : 'above') : inclusive ? 'at_most' : 'below';
  return COUNTED_MESSAGES[kind][locale](limit);
}

const FORMATS: Partial<Record<string, keyof typeof ISSUE_MESSAGES>> = {
  email: 'email',
  url: 'url',
  uuid: 'uuid',
  guid: 'uuid',
  date: 'date',
  datetime: 'datetime',
};

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): keyof typeof ISSUE_MESSAGES | 'required' {
  // Parsed with `reportInput`, a missing value has no input (and null stands for "nothing" too).
  if (issue.input === undefined || issue.input === null) return 'required';
  switch (issue.expected) {
    case 'string':
      return 'not_text';
    case 'number':
    case 'bigint':
      return 'not_number';
    case 'int':
      return typeof issue.input === 'number' ? 'not_whole' : 'not_number';
    case 'boolean':
      return 'not_boolean';
    case 'array':
    case 'set':
    case 'tuple':
      return 'not_list';
    case 'object':
    case 'record':
    case 'map':
      return 'not_group';
    default:
      return 'wrong_kind';
  }
}

/** How far an alternative was from matching: a wrong kind of value is farthest, a value off the list next. */
const DISTANCE: Partial<Record<string, number>> = { invalid_type: 2, invalid_value: 1 };
function closestAlternative(alternatives: readonly (readonly Issue[])[]): Issue | undefined {
  let best: Issue | undefined;
  for (const [first] of alternatives)
    if (first && (!best || (DISTANCE[first.code] ?? 0) <= (DISTANCE[best.code] ?? 0))) best = first;
  return best;
}

/**
 * The message of one failed check in a language. Parse with `{ reportInput: true }`
 * so that a missing value is told apart from a value of the wrong kind.
 */
export function issueMessage(issue: Issue, locale: Locale): string {
  const rule = ruleOf(issue);
  if (rule) return ruleMessage(rule, locale);
  switch (issue.code) {
    case 'invalid_type': {
      const kind = typeMessage(issue);
      return kind === 'required' ? ruleMessage(commonRules.required, locale) : ISSUE_MESSAGES[kind][locale];
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, locale);
    case 'invalid_format':
      return ISSUE_MESSAGES[FORMATS[issue.format] ?? 'bad_format'][locale];
    case 'invalid_value':
      return ISSUE_MESSAGES.not_allowed[locale];
    case 'not_multiple_of':
      return COUNTED_MESSAGES.multiple_of[locale](issue.divisor);
    case 'unrecognized_keys':
      return ISSUE_MESSAGES.unknown_field[locale];
    case 'invalid_union': {
      // Told as the alternative that came closest failed (`'' | email` with `ann@` as the e-mail).
      const closest = closestAlternative(issue.errors);
      return closest ? issueMessage({ ...closest, path: issue.path }, locale) : ISSUE_MESSAGES.invalid[locale];
    }
    default:
      return ISSUE_MESSAGES.invalid[locale];
  }
}
