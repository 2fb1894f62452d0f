import type { Locale } from '@migralink/shared/locales';
import { dayRangeText } from '#mail/dates';

/**
 * What billing says in the owner's language: on Stripe's pages and invoices, in
 * errors; the plans' names are `#mail/plan-names`, which billing's mails use too.
 */

/** What Stripe's checkout page and the invoice call an advertisement. */
export function advertisementProduct(locale: Locale, ad: { countries: readonly string[]; from: string; to: string }) {
  const where = ad.countries.join(', ');
  const when = dayRangeText(ad.from, ad.to, locale);
  const words: Record<Locale, string> = {
    en: `Migralink advertising: ${where}, ${when}`,
    ru: `Реклама на Migralink: ${where}, ${when}`,
    uk: `Реклама на Migralink: ${where}, ${when}`,
  };
  return words[locale];
}

const MESSAGES = {
  alreadyPaying: {
    en: 'Your company pays for a plan already. Change or cancel it in billing.',
    ru: 'Ваша компания уже оплачивает тариф. Изменить или отменить его можно в разделе оплаты.',
    uk: 'Ваша компанія вже оплачує тариф. Змінити або скасувати його можна в розділі оплати.',
  },
  checkoutOpen: {
    en: 'A payment for another plan is already open. Finish it, or start again in 30 minutes when it expires.',
    ru: 'Уже открыта оплата другого тарифа. Завершите её или начните заново через 30 минут, когда она истечёт.',
    uk: 'Вже відкрито оплату іншого тарифу. Завершіть її або почніть знову через 30 хвилин, коли вона спливе.',
  },
  advertisementPending: {
    en: 'Another advertisement is waiting for payment. Pay for it, or buy a new one in 30 minutes when its payment expires.',
    ru: 'Другое объявление ожидает оплаты. Оплатите его или купите новое через 30 минут, когда срок оплаты истечёт.',
    uk: 'Інше оголошення очікує на оплату. Оплатіть його або купіть нове через 30 хвилин, коли строк оплати спливе.',
  },
  notPublic: {
    en: 'Only a published company can advertise: advertisements show its public card. Publish the company first.',
    ru: 'Рекламироваться может только опубликованная компания: в рекламе показывается её публичная карточка. Сначала опубликуйте компанию.',
    uk: 'Рекламуватися може лише опублікована компанія: у рекламі показується її публічна картка. Спершу опублікуйте компанію.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const billingMessage = (key: keyof typeof MESSAGES, locale: Locale): string => MESSAGES[key][locale];
