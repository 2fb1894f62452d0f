import type { Locale } from '@migralink/shared/locales';

/** What a visitor wrote in a lead form, as the lead mails repeat it. */
export interface LeadDetails {
  name: string;
  email?: string;
  phone?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** What it is about: a service's name, or the programme's, seminar's or passport's title. */
  about?: string;
  message: string;
}

const LABELS: Record<Locale, Record<'name' | 'email' | 'phone' | 'country' | 'about' | 'message', string>> = {
  en: { name: 'Name', email: 'E-mail', phone: 'Phone', country: 'Country', about: 'About', message: 'Message' },
  ru: { name: 'Имя', email: 'E-mail', phone: 'Телефон', country: 'Страна', about: 'Тема', message: 'Сообщение' },
  uk: { name: 'Ім’я', email: 'E-mail', phone: 'Телефон', country: 'Країна', about: 'Тема', message: 'Повідомлення' },
};

/** The country's name in the language (Node carries the full ICU data), else its code. */
function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One paragraph per field the visitor filled in, `Label: value`, in the mail's language. */
export function leadDetailLines(details: LeadDetails, locale: Locale): string[] {
  const labels = LABELS[locale];
  const lines: [string, string | undefined][] = [
    [labels.name, details.name],
    [labels.email, details.email],
    [labels.phone, details.phone],
    [labels.country, countryName(details.country, locale)],
    [labels.about, details.about],
    [labels.message, details.message || undefined],
  ];
  return lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
}
