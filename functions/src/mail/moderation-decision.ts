import type { Locale } from '@migralink/shared/locales';
import type { ModeratedKind } from '@migralink/shared/schemas/moderation';
import { mailIn, type Mail, type MailTexts } from './layout';

interface DecisionVars {
  kind: ModeratedKind;
  /** The company's or the service's name in the owner's language. */
  name: string;
  /** Whether the public already sees the item (then the approved version is live at once). */
  published: boolean;
  /** The owner's screen of the item, where it is published or mended. */
  link: string;
}

interface RejectionVars extends Omit<DecisionVars, 'published'> {
  comment: string;
}

const APPROVED: MailTexts<DecisionVars> = {
  en: ({ kind, name, published, link }) => ({
    subject: kind === 'company' ? 'Your company page is approved' : 'Your service is approved',
    greeting: 'Good news!',
    paragraphs: [
      `The moderator approved ${kind === 'company' ? 'your company' : 'your service'} “${name}”.`,
      published
        ? 'Visitors see the new version already.'
        : 'It is not public yet: publish it in your account when you are ready.',
    ],
    links: [{ label: published ? 'Open your account' : 'Publish', url: link }],
  }),
  ru: ({ kind, name, published, link }) => ({
    subject: kind === 'company' ? 'Страница вашей компании одобрена' : 'Ваша услуга одобрена',
    greeting: 'Хорошие новости!',
    paragraphs: [
      `Модератор одобрил ${kind === 'company' ? 'вашу компанию' : 'вашу услугу'} «${name}».`,
      published
        ? 'Посетители уже видят новую версию.'
        : 'Она пока не опубликована: опубликуйте её в личном кабинете, когда будете готовы.',
    ],
    links: [{ label: published ? 'Открыть личный кабинет' : 'Опубликовать', url: link }],
  }),
  uk: ({ kind, name, published, link }) => ({
    subject: kind === 'company' ? 'Сторінку вашої компанії схвалено' : 'Вашу послугу схвалено',
    greeting: 'Гарні новини!',
    paragraphs: [
      `Модератор схвалив ${kind === 'company' ? 'вашу компанію' : 'вашу послугу'} «${name}».`,
      published
        ? 'Відвідувачі вже бачать нову версію.'
        : 'Її ще не опубліковано: опублікуйте її в особистому кабінеті, коли будете готові.',
    ],
    links: [{ label: published ? 'Відкрити особистий кабінет' : 'Опублікувати', url: link }],
  }),
};

const REJECTED: MailTexts<RejectionVars> = {
  en: ({ kind, name, comment, link }) => ({
    subject: kind === 'company' ? 'Your company page needs changes' : 'Your service needs changes',
    greeting: 'Please make a few changes',
    paragraphs: [
      `The moderator did not approve ${kind === 'company' ? 'your company' : 'your service'} “${name}” yet. The comment:`,
      comment,
      'Change it in your account and send it to moderation again. Until then visitors see the last approved version, if there is one.',
    ],
    links: [{ label: 'Make the changes', url: link }],
  }),
  ru: ({ kind, name, comment, link }) => ({
    subject: kind === 'company' ? 'Странице вашей компании нужны правки' : 'Вашей услуге нужны правки',
    greeting: 'Нужно кое-что поправить',
    paragraphs: [
      `Модератор пока не одобрил ${kind === 'company' ? 'вашу компанию' : 'вашу услугу'} «${name}». Комментарий:`,
      comment,
      'Внесите правки в личном кабинете и снова отправьте на модерацию. До тех пор посетители видят последнюю одобренную версию, если она есть.',
    ],
    links: [{ label: 'Внести правки', url: link }],
  }),
  uk: ({ kind, name, comment, link }) => ({
    subject: kind === 'company' ? 'Сторінка вашої компанії потребує змін' : 'Ваша послуга потребує змін',
    greeting: 'Потрібно дещо виправити',
    paragraphs: [
      `Модератор поки не схвалив ${kind === 'company' ? 'вашу компанію' : 'вашу послугу'} «${name}». Коментар:`,
      comment,
      'Внесіть зміни в особистому кабінеті й знову надішліть на модерацію. Доти відвідувачі бачать останню схвалену версію, якщо вона є.',
    ],
    links: [{ label: 'Внести зміни', url: link }],
  }),
};

/** To the owner after a moderator approved what they sent. */
export const moderationApprovedMail = (locale: Locale, vars: DecisionVars): Mail => mailIn(APPROVED, locale, vars);

/** To the owner after a moderator rejected what they sent, with the moderator's comment. */
export const moderationRejectedMail = (locale: Locale, vars: RejectionVars): Mail => mailIn(REJECTED, locale, vars);
