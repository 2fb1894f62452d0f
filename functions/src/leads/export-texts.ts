import type { LeadStatus } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { CAMPAIGN_PARAMETERS, type CampaignParameter, type LeadKind } from '@migralink/shared/schemas/leads';

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

/** Campaign parameters and click ids keep their technical names in every language: that is how they are known. */
const ATTRIBUTION_HEADERS = Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, name])) as Record<
  CampaignParameter,
  string
>;

/** The export's texts per language (`X-Localization`). */
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
      topic: 'Topic',
      ...ATTRIBUTION_HEADERS,
      referrer: 'Referrer',
      page: 'Page',
    },
    statuses: { new: 'New', in_progress: 'In progress', done: 'Done', rejected: 'Rejected' },
    kinds: { company: 'Company', program: 'Programme', seminar: 'Seminar', passport: 'Passport' },
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
      topic: 'Тема',
      ...ATTRIBUTION_HEADERS,
      referrer: 'Источник перехода',
      page: 'Страница',
    },
    statuses: { new: 'Новая', in_progress: 'В работе', done: 'Выполнена', rejected: 'Отклонена' },
    kinds: { company: 'Компания', program: 'Программа', seminar: 'Семинар', passport: 'Паспорт' },
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
      topic: 'Тема',
      ...ATTRIBUTION_HEADERS,
      referrer: 'Джерело переходу',
      page: 'Сторінка',
    },
    statuses: { new: 'Нова', in_progress: 'У роботі', done: 'Виконана', rejected: 'Відхилена' },
    kinds: { company: 'Компанія', program: 'Програма', seminar: 'Семінар', passport: 'Паспорт' },
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
  topic: 30,
  referrer: 40,
  page: 40,
};
export const DEFAULT_COLUMN_WIDTH = 16;
