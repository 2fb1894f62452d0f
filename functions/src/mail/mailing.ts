import type { Locale } from '@migralink/shared/locales';
import type { MailingTopic } from '@migralink/shared/schemas/mailing';
import { duringText } from './durations';
import { mailIn, type Mail, type MailTexts } from './layout';

/** The mailing lists' topics in each language, as the mails name them (the site words them the same: `mailing.topic.*`). */
export const TOPIC_NAMES: Record<MailingTopic, Record<Locale, string>> = {
  movers: {
    en: 'news for people who move',
    ru: 'новости для тех, кто переезжает',
    uk: 'новини для тих, хто переїжджає',
  },
  companies: { en: 'news for companies', ru: 'новости для компаний', uk: 'новини для компаній' },
};

/** Topics named in a sentence: "a and b". */
const topicsText = (topics: readonly MailingTopic[], locale: Locale) =>
  topics.map((topic) => TOPIC_NAMES[topic][locale]).join({ en: ' and ', ru: ' и ', uk: ' і ' }[locale]);

interface ConfirmVars {
  topics: readonly MailingTopic[];
  /** The site's confirmation page with the token. */
  link: string;
  hours: number;
}

const CONFIRM: MailTexts<ConfirmVars> = {
  en: ({ topics, link, hours }) => ({
    subject: 'Confirm your subscription to Migralink',
    greeting: 'Please confirm your subscription',
    paragraphs: [
      `This address was given on Migralink to receive ${topicsText(topics, 'en')}. Confirm that you want them, and they will come to this address.`,
    ],
    links: [{ label: 'Confirm the subscription', url: link }],
    after: [
      `The link works for ${duringText(hours, 'hour', 'en')}.`,
      'If it was not you, ignore this mail: the address will not be subscribed.',
    ],
  }),
  ru: ({ topics, link, hours }) => ({
    subject: 'Подтвердите подписку на Migralink',
    greeting: 'Подтвердите, пожалуйста, подписку',
    paragraphs: [
      `Этот адрес указали на Migralink, чтобы получать ${topicsText(topics, 'ru')}. Подтвердите, что вы их хотите, и они будут приходить на этот адрес.`,
    ],
    links: [{ label: 'Подтвердить подписку', url: link }],
    after: [
      `Ссылка действует в течение ${duringText(hours, 'hour', 'ru')}.`,
      'Если это были не вы, проигнорируйте письмо: адрес не будет подписан.',
    ],
  }),
  uk: ({ topics, link, hours }) => ({
    subject: 'Підтвердіть підписку на Migralink',
    greeting: 'Підтвердіть, будь ласка, підписку',
    paragraphs: [
      `Цю адресу вказали на Migralink, щоб отримувати ${topicsText(topics, 'uk')}. Підтвердіть, що ви їх хочете, і вони надходитимуть на цю адресу.`,
    ],
    links: [{ label: 'Підтвердити підписку', url: link }],
    after: [
      `Посилання діє протягом ${duringText(hours, 'hour', 'uk')}.`,
      'Якщо це були не ви, проігноруйте лист: адресу не буде підписано.',
    ],
  }),
};

/** A mailing list's confirmation (double opt-in): fixed text and the topics asked for, nothing anyone typed. */
export const mailingConfirmMail = (locale: Locale, vars: ConfirmVars): Mail => mailIn(CONFIRM, locale, vars);
