import type { LeadStatus } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { CAMPAIGN_PARAMETERS, type LeadKind } from '@migralink/shared/schemas/leads';

/** The export's columns, in order: the lead's own fields, then its attribution (docs/product.md, "Visitor attribution"). */
export const EXPORT_COLUMNS = [
  'date',
  'status',
  'kind',
  'service',
  'name',
  'email',
  'phone',
  'country',
  'message',
  'replies',
  'topic',
  ...CAMPAIGN_PARAMETERS,
  'referrer',
  'page',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

interface ExportTexts {
  /** Header of each column. */
  headers: Record<ExportColumn, string>;
  statuses: Record<LeadStatus, string>;
  kinds: Record<LeadKind, string>;
  /** Excel's number format of the date column (the time is UTC, as the header says). */
  dateFormat: string;
  /** The worksheet's name (at most 31 characters). */
  sheet: string;
}

/**
 * The export's texts per language (`X-Localization`): the campaign parameters and click ids named as a person
 * says them, statuses and kinds worded as the inbox words them (`admin.leads.status.*`, `admin.leads.kind.*`).
 */
export const EXPORT_TEXTS: Record<Locale, ExportTexts> = {
  en: {
    headers: {
      date: 'Date (UTC)',
      status: 'Status',
      kind: 'Kind',
      service: 'Service',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      country: 'Country',
      message: 'Message',
      replies: 'Replies',
      topic: 'Topic',
      utm_source: 'Campaign source',
      utm_medium: 'Campaign medium',
      utm_campaign: 'Campaign name',
      utm_term: 'Campaign keyword',
      utm_content: 'Campaign ad',
      gclid: 'Google Ads click ID',
      yclid: 'Yandex Direct click ID',
      fbclid: 'Facebook click ID',
      msclkid: 'Microsoft Ads click ID',
      ttclid: 'TikTok click ID',
      referrer: 'Referrer',
      page: 'Page',
    },
    statuses: { new: 'New', in_progress: 'In progress', done: 'Done', rejected: 'Rejected' },
    kinds: { company: 'Company request', program: 'Programme', seminar: 'Seminar', passport: 'Passport' },
    dateFormat: 'yyyy-mm-dd hh:mm',
    sheet: 'Leads',
  },
  ru: {
    headers: {
      date: 'Дата (UTC)',
      status: 'Статус',
      kind: 'Тип',
      service: 'Услуга',
      name: 'Имя',
      email: 'E-mail',
      phone: 'Телефон',
      country: 'Страна',
      message: 'Сообщение',
      replies: 'Ответы',
      topic: 'Тема',
      utm_source: 'Источник кампании',
      utm_medium: 'Канал кампании',
      utm_campaign: 'Название кампании',
      utm_term: 'Ключевое слово кампании',
      utm_content: 'Объявление кампании',
      gclid: 'ID клика Google Ads',
      yclid: 'ID клика Яндекс Директ',
      fbclid: 'ID клика Facebook',
      msclkid: 'ID клика Microsoft Ads',
      ttclid: 'ID клика TikTok',
      referrer: 'Источник перехода',
      page: 'Страница',
    },
    statuses: { new: 'Новая', in_progress: 'В работе', done: 'Выполнена', rejected: 'Отклонена' },
    kinds: { company: 'Заявка компании', program: 'Программа', seminar: 'Семинар', passport: 'Паспорт' },
    dateFormat: 'dd.mm.yyyy hh:mm',
    sheet: 'Заявки',
  },
  uk: {
    headers: {
      date: 'Дата (UTC)',
      status: 'Статус',
      kind: 'Тип',
      service: 'Послуга',
      name: 'Ім’я',
      email: 'E-mail',
      phone: 'Телефон',
      country: 'Країна',
      message: 'Повідомлення',
      replies: 'Відповіді',
      topic: 'Тема',
      utm_source: 'Джерело кампанії',
      utm_medium: 'Канал кампанії',
      utm_campaign: 'Назва кампанії',
      utm_term: 'Ключове слово кампанії',
      utm_content: 'Оголошення кампанії',
      gclid: 'ID кліку Google Ads',
      yclid: 'ID кліку Яндекс Директ',
      fbclid: 'ID кліку Facebook',
      msclkid: 'ID кліку Microsoft Ads',
      ttclid: 'ID кліку TikTok',
      referrer: 'Джерело переходу',
      page: 'Сторінка',
    },
    statuses: { new: 'Нова', in_progress: 'В роботі', done: 'Виконана', rejected: 'Відхилена' },
    kinds: { company: 'Заявка компанії', program: 'Програма', seminar: 'Семінар', passport: 'Паспорт' },
    dateFormat: 'dd.mm.yyyy hh:mm',
    sheet: 'Заявки',
  },
};

/** Column widths in characters: wide enough for their usual content, the message widest. */
export const COLUMN_WIDTHS: Partial<Record<ExportColumn, number>> = {
  date: 18,
  status: 14,
  kind: 14,
  service: 28,
  name: 24,
  email: 30,
  phone: 18,
  country: 18,
  message: 60,
  replies: 60,
  topic: 30,
  referrer: 40,
  page: 40,
};
export const DEFAULT_COLUMN_WIDTH = 16;
