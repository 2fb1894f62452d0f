import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

interface NewReviewVars {
  company: string;
  author: string;
  rating: number;
  text: string;
  link: string;
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

const NEW_REVIEW: MailTexts<NewReviewVars> = {
  en: (vars) => ({
    subject: `New review of ${vars.company}: ${stars(vars.rating)}`,
    greeting: 'Hello!',
    paragraphs: [`${vars.author} has reviewed ${vars.company} (${vars.rating} of 5):`, vars.text],
    links: [{ label: 'Answer the review', url: vars.link }],
    after: ['You can answer it as the company or, if it breaks the rules, report it to our team.'],
  }),
  ru: (vars) => ({
    subject: `Новый отзыв о компании ${vars.company}: ${stars(vars.rating)}`,
    greeting: 'Здравствуйте!',
    paragraphs: [`${vars.author} оставил(а) отзыв о компании ${vars.company} (${vars.rating} из 5):`, vars.text],
    links: [{ label: 'Ответить на отзыв', url: vars.link }],
    after: ['Вы можете ответить от имени компании или, если отзыв нарушает правила, пожаловаться нашей команде.'],
  }),
  uk: (vars) => ({
    subject: `Новий відгук про компанію ${vars.company}: ${stars(vars.rating)}`,
    greeting: 'Вітаємо!',
    paragraphs: [`${vars.author} залишив(-ла) відгук про компанію ${vars.company} (${vars.rating} з 5):`, vars.text],
    links: [{ label: 'Відповісти на відгук', url: vars.link }],
    after: ['Ви можете відповісти від імені компанії або, якщо відгук порушує правила, поскаржитися нашій команді.'],
  }),
};

interface HiddenVars {
  company: string;
  reason: string;
  text: string;
}

const HIDDEN: MailTexts<HiddenVars> = {
  en: (vars) => ({
    subject: `Your review of ${vars.company} was hidden`,
    greeting: 'Hello!',
    paragraphs: [
      `Our team has hidden your review of ${vars.company}. The reason:`,
      vars.reason,
      'Your review:',
      vars.text,
    ],
    after: ['If you think this is a mistake, answer this e-mail.'],
  }),
  ru: (vars) => ({
    subject: `Ваш отзыв о компании ${vars.company} скрыт`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `Наша команда скрыла ваш отзыв о компании ${vars.company}. Причина:`,
      vars.reason,
      'Ваш отзыв:',
      vars.text,
    ],
    after: ['Если вы считаете это ошибкой, ответьте на это письмо.'],
  }),
  uk: (vars) => ({
    subject: `Ваш відгук про компанію ${vars.company} приховано`,
    greeting: 'Вітаємо!',
    paragraphs: [
      `Наша команда приховала ваш відгук про компанію ${vars.company}. Причина:`,
      vars.reason,
      'Ваш відгук:',
      vars.text,
    ],
    after: ['Якщо ви вважаєте це помилкою, дайте відповідь на цей лист.'],
  }),
};

/** To the company's owner, in their language, when a review of the company is written. */
export const newReviewMail = (locale: Locale, vars: NewReviewVars): Mail => mailIn(NEW_REVIEW, locale, vars);

/** To a review's author when staff hid it, with the reason. */
export const reviewHiddenMail = (locale: Locale, vars: HiddenVars): Mail => mailIn(HIDDEN, locale, vars);
