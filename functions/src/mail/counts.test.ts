import { describe, expect, it } from 'vitest';
import { activationMail } from './activation';
import type { Mail } from './layout';
import { leadCopyMail } from './lead-copy';
import { leadReplyMail } from './lead-reply';
import { mailingConfirmMail } from './mailing';
import { resetMail } from './reset';

/** Counts whose forms differ in Russian and Ukrainian: 1, 21 one; 2, 22 few; 5, 11, 25, 131 many. */
const COUNTS = [1, 2, 5, 11, 21, 22, 25, 131] as const;
const LINK = 'https://migralink.example/ru/request/?token=abc';

/** Each mail that writes a count into a sentence, and how the count reads there in each language, for COUNTS. */
const MAILS: [string, (locale: 'ru' | 'uk', count: number) => Mail, Record<'ru' | 'uk', string[]>][] = [
  [
    "a mailing list's confirmation (hours)",
    (locale, hours) => mailingConfirmMail(locale, { topics: ['movers'], link: LINK, hours }),
    {
      ru: ['1 часа', '2 часов', '5 часов', '11 часов', '21 часа', '22 часов', '25 часов', '131 часа'],
      uk: ['1 години', '2 годин', '5 годин', '11 годин', '21 години', '22 годин', '25 годин', '131 години'],
    },
  ],
  [
    'activation (hours)',
    (locale, hours) => activationMail(locale, { firstName: 'Ada', link: LINK, hours }),
    {
      ru: ['1 часа', '2 часов', '5 часов', '11 часов', '21 часа', '22 часов', '25 часов', '131 часа'],
      uk: ['1 години', '2 годин', '5 годин', '11 годин', '21 години', '22 годин', '25 годин', '131 години'],
    },
  ],
  [
    'password reset (minutes)',
    (locale, minutes) => resetMail(locale, { firstName: 'Ada', link: LINK, minutes }),
    {
      ru: ['1 минуты', '2 минут', '5 минут', '11 минут', '21 минуты', '22 минут', '25 минут', '131 минуты'],
      uk: ['1 хвилини', '2 хвилин', '5 хвилин', '11 хвилин', '21 хвилини', '22 хвилин', '25 хвилин', '131 хвилини'],
    },
  ],
  [
    'lead copy (days)',
    (locale, days) => leadCopyMail(locale, { company: 'Visa Ltd', read: { url: LINK, days } }),
    {
      ru: ['1 дня', '2 дней', '5 дней', '11 дней', '21 дня', '22 дней', '25 дней', '131 дня'],
      uk: ['1 дня', '2 днів', '5 днів', '11 днів', '21 дня', '22 днів', '25 днів', '131 дня'],
    },
  ],
  [
    'lead reply (days)',
    (locale, days) => leadReplyMail(locale, { company: 'Visa Ltd', read: { url: LINK, days } }),
    {
      ru: ['1 дня', '2 дней', '5 дней', '11 дней', '21 дня', '22 дней', '25 дней', '131 дня'],
      uk: ['1 дня', '2 днів', '5 днів', '11 днів', '21 дня', '22 днів', '25 днів', '131 дня'],
    },
  ],
];

describe.each(MAILS)('the %s mail', (_, render, expected) => {
  it.each(['ru', 'uk'] as const)('words its count with the plural forms of %s', (locale) => {
    const written = COUNTS.map((count) => {
      const found = new RegExp(`(?<![\\d])${count} [\\p{L}]+`, 'u').exec(render(locale, count).text);
      return found?.[0];
    });
    expect(written).toEqual(expected[locale]);
  });
});
