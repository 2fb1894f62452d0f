import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locales';
import { issueMessage } from './messages';
import { ruleMessage } from './rules';
import * as commonRules from './rules/common';

/** The one issue a schema raises for a value, parsed as the API parses (`reportInput`). */
function onlyIssue(schema: z.ZodMiniType, value: unknown) {
  const result = z.safeParse(schema, value, { reportInput: true });
  if (result.success) throw new Error(`${JSON.stringify(value)} passed`);
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]!;
}

const field = <T extends z.ZodMiniType>(schema: T) => z.object({ field: schema });
const WORDS = /received|expected|\/\^|undefined|regex|pattern|NaN|Invalid input|string|array|object|<|>=|\bint\b/i;

type Case = [kind: string, schema: z.ZodMiniType, value: unknown, sentence: Record<Locale, string>];

const CASES: Case[] = [
  [
    'a required field left out',
    field(z.string()),
    {},
    {
      en: ruleMessage(commonRules.required, 'en'),
      ru: ruleMessage(commonRules.required, 'ru'),
      uk: ruleMessage(commonRules.required, 'uk'),
    },
  ],
  [
    'a required field sent as null',
    field(z.number()),
    { field: null },
    { en: 'Fill in this field.', ru: 'Заполните это поле.', uk: 'Заповніть це поле.' },
  ],
  [
    'a number sent as text',
    field(z.number()),
    { field: 'ten' },
    { en: 'Enter a number.', ru: 'Укажите число.', uk: 'Вкажіть число.' },
  ],
  [
    'text sent as a number',
    field(z.string()),
    { field: 7 },
    { en: 'Enter text here.', ru: 'Здесь нужен текст.', uk: 'Тут потрібен текст.' },
  ],
  [
    'a yes/no sent as text',
    field(z.boolean()),
    { field: 'yes' },
    { en: 'Choose yes or no.', ru: 'Выберите «да» или «нет».', uk: 'Оберіть «так» або «ні».' },
  ],
  [
    'a list sent as text',
    field(z.array(z.string())),
    { field: 'a' },
    { en: 'Send a list here.', ru: 'Здесь нужен список.', uk: 'Тут потрібен список.' },
  ],
  [
    'a whole number with a fraction',
    field(z.number().check(z.int())),
    { field: 1.5 },
    { en: 'Enter a whole number.', ru: 'Укажите целое число.', uk: 'Вкажіть ціле число.' },
  ],
  [
    'an empty required text',
    field(z.string().check(z.minLength(1))),
    { field: '' },
    { en: 'Fill in this field.', ru: 'Заполните это поле.', uk: 'Заповніть це поле.' },
  ],
  [
    'a text too short',
    field(z.string().check(z.minLength(20))),
    { field: 'short' },
    {
      en: 'Enter at least 20 characters.',
      ru: 'Введите не меньше: 20 символов.',
      uk: 'Введіть не менше: 20 символів.',
    },
  ],
  [
    'a text too long',
    field(z.string().check(z.maxLength(2))),
    { field: 'long' },
    { en: 'Enter at most 2 characters.', ru: 'Введите не больше: 2 символа.', uk: 'Введіть не більше: 2 символи.' },
  ],
  [
    'a text too long (one)',
    field(z.string().check(z.maxLength(1))),
    { field: 'ab' },
    { en: 'Enter at most 1 character.', ru: 'Введите не больше: 1 символ.', uk: 'Введіть не більше: 1 символ.' },
  ],
  [
    'too few items',
    field(z.array(z.number()).check(z.minLength(1))),
    { field: [] },
    { en: 'Add at least 1 item.', ru: 'Добавьте не меньше: 1 элемент.', uk: 'Додайте не менше: 1 елемент.' },
  ],
  [
    'too many items',
    field(z.array(z.number()).check(z.maxLength(5))),
    { field: [1, 2, 3, 4, 5, 6] },
    { en: 'Add at most 5 items.', ru: 'Добавьте не больше: 5 элементов.', uk: 'Додайте не більше: 5 елементів.' },
  ],
  [
    'a number too small',
    field(z.number().check(z.minimum(1))),
    { field: 0 },
    { en: 'Enter a number of at least 1.', ru: 'Укажите число не меньше 1.', uk: 'Вкажіть число не менше 1.' },
  ],
  [
    'a number not positive',
    field(z.number().check(z.positive())),
    { field: 0 },
    { en: 'Enter a number greater than 0.', ru: 'Укажите число больше 0.', uk: 'Вкажіть число більше 0.' },
  ],
  [
    'a number too big',
    field(z.number().check(z.maximum(5))),
    { field: 6 },
    { en: 'Enter a number of at most 5.', ru: 'Укажите число не больше 5.', uk: 'Вкажіть число не більше 5.' },
  ],
  [
    'a value not among the allowed',
    field(z.enum(['newest', 'rating'])),
    { field: 'oldest' },
    {
      en: 'Choose one of the offered values.',
      ru: 'Выберите одно из предложенных значений.',
      uk: 'Оберіть одне із запропонованих значень.',
    },
  ],
  [
    'a bad e-mail',
    field(z.email()),
    { field: 'ann@' },
    {
      en: 'Enter an e-mail address, e.g. name@example.com.',
      ru: 'Укажите адрес e-mail, например name@example.com.',
      uk: 'Вкажіть адресу e-mail, наприклад name@example.com.',
    },
  ],
  [
    'a bad web address',
    field(z.url()),
    { field: 'not a url' },
    {
      en: 'Enter a web address, e.g. https://example.com.',
      ru: 'Укажите веб-адрес, например https://example.com.',
      uk: 'Вкажіть вебадресу, наприклад https://example.com.',
    },
  ],
  [
    'a bad id',
    field(z.uuid()),
    { field: '1234' },
    { en: 'This identifier is not valid.', ru: 'Недействительный идентификатор.', uk: 'Недійсний ідентифікатор.' },
  ],
  [
    'a bad date',
    field(z.iso.date()),
    { field: '31.12.2025' },
    {
      en: 'Enter a date as YYYY-MM-DD, e.g. 2025-03-31.',
      ru: 'Укажите дату в формате ГГГГ-ММ-ДД, например 2025-03-31.',
      uk: 'Вкажіть дату у форматі РРРР-ММ-ДД, наприклад 2025-03-31.',
    },
  ],
  [
    'a value failing a pattern',
    field(z.string().check(z.regex(/^[a-z]{3}$/))),
    { field: 'ABCD' },
    {
      en: 'This value is not written the way it should be.',
      ru: 'Значение записано в неверном формате.',
      uk: 'Значення записано в неправильному форматі.',
    },
  ],
  [
    'an unknown key',
    z.strictObject({ field: z.string() }),
    { field: 'a', admin: true },
    { en: 'This field is not part of the form.', ru: 'Такого поля в форме нет.', uk: 'Такого поля у формі немає.' },
  ],
  [
    'a union of empty or e-mail',
    field(z.union([z.literal(''), z.email()])),
    { field: 'ann@' },
    {
      en: 'Enter an e-mail address, e.g. name@example.com.',
      ru: 'Укажите адрес e-mail, например name@example.com.',
      uk: 'Вкажіть адресу e-mail, наприклад name@example.com.',
    },
  ],
];

describe.each(CASES)('the message of %s', (_, schema, value, sentence) => {
  it.each(LOCALES)('is the intended sentence in %s, for a person', (locale) => {
    const message = issueMessage(onlyIssue(schema, value), locale);
    expect(message).toBe(sentence[locale]);
    expect(message).not.toMatch(WORDS);
  });
});

describe('every sentence', () => {
  it('differs by language and never repeats the English one', () => {
    for (const [, schema, value] of CASES) {
      const issue = onlyIssue(schema, value);
      const [en, ru, uk] = LOCALES.map((locale) => issueMessage(issue, locale));
      expect(ru).not.toBe(en);
      expect(uk).not.toBe(en);
      expect(ru).toMatch(/[а-яё]/i);
      expect(uk).toMatch(/[а-яіїєґ]/i);
    }
  });
});
