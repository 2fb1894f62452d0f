import { CURRENCIES } from './enums';
import type { Locale } from './locales';
import type { CompanyInit } from './schemas/company-account';
import {
  COMPANY_TYPES,
  CRYPTOCURRENCIES,
  FEEDBACK_FORM_TYPE_IDS,
  ICON_LIBRARY,
  MESSENGER_IDS,
  OFFICE_KINDS,
  OFFICE_TYPE_IDS,
  PAYMENT_METHODS,
  iconUrl,
} from './company-ids';

/**
 * The names of a company's choices in each language: the editor offers them
 * (docs/product.md, "Companies") and the public company page shows them.
 */
type Names<Id extends string | number> = Record<Id, Record<Locale, string>>;

const same = (name: string) => ({ en: name, ru: name, uk: name });

export const MESSENGER_NAMES: Names<(typeof MESSENGER_IDS)[number]> = {
  whatsapp: same('WhatsApp'),
  telegram: same('Telegram'),
  viber: same('Viber'),
};

export const OFFICE_TYPE_NAMES: Names<(typeof OFFICE_TYPE_IDS)[number]> = {
  1: { en: 'Head office', ru: 'Головной офис', uk: 'Головний офіс' },
  2: { en: 'Branch', ru: 'Филиал', uk: 'Філія' },
  3: { en: 'Representative office', ru: 'Представительство', uk: 'Представництво' },
  4: { en: 'Partner office', ru: 'Партнёрский офис', uk: 'Партнерський офіс' },
};

export const OFFICE_KIND_NAMES: Names<(typeof OFFICE_KINDS)[number]> = {
  head: { en: 'Main office', ru: 'Основной офис', uk: 'Основний офіс' },
  branch: { en: 'Additional office', ru: 'Дополнительный офис', uk: 'Додатковий офіс' },
};

export const PAYMENT_METHOD_NAMES: Names<(typeof PAYMENT_METHODS)[number]> = {
  bank_transfer: { en: 'Bank transfer', ru: 'Банковский перевод', uk: 'Банківський переказ' },
  card: { en: 'Card', ru: 'Банковская карта', uk: 'Банківська картка' },
  cash: { en: 'Cash', ru: 'Наличные', uk: 'Готівка' },
  crypto: { en: 'Cryptocurrency', ru: 'Криптовалюта', uk: 'Криптовалюта' },
  paypal: same('PayPal'),
  installments: { en: 'Installments', ru: 'Рассрочка', uk: 'Розстрочка' },
};

export const FEEDBACK_FORM_TYPE_NAMES: Names<(typeof FEEDBACK_FORM_TYPE_IDS)[number]> = {
  1: { en: 'Consultation request', ru: 'Запрос консультации', uk: 'Запит на консультацію' },
  2: { en: 'Callback request', ru: 'Заказ обратного звонка', uk: 'Замовлення зворотного дзвінка' },
  3: { en: 'Question', ru: 'Вопрос', uk: 'Питання' },
};

export const CURRENCY_NAMES: Names<(typeof CURRENCIES)[number]> = {
  EUR: { en: 'Euro', ru: 'Евро', uk: 'Євро' },
  USD: { en: 'US dollar', ru: 'Доллар США', uk: 'Долар США' },
  GBP: { en: 'Pound sterling', ru: 'Фунт стерлингов', uk: 'Фунт стерлінгів' },
  CHF: { en: 'Swiss franc', ru: 'Швейцарский франк', uk: 'Швейцарський франк' },
  PLN: { en: 'Polish złoty', ru: 'Польский злотый', uk: 'Польський злотий' },
  CZK: { en: 'Czech koruna', ru: 'Чешская крона', uk: 'Чеська крона' },
  UAH: { en: 'Ukrainian hryvnia', ru: 'Украинская гривна', uk: 'Українська гривня' },
  RUB: { en: 'Russian rouble', ru: 'Российский рубль', uk: 'Російський рубль' },
  AED: { en: 'UAE dirham', ru: 'Дирхам ОАЭ', uk: 'Дирхам ОАЕ' },
  CAD: { en: 'Canadian dollar', ru: 'Канадский доллар', uk: 'Канадський долар' },
};

export const CRYPTO_NAMES: Names<(typeof CRYPTOCURRENCIES)[number]> = {
  BTC: same('Bitcoin (BTC)'),
  ETH: same('Ethereum (ETH)'),
  USDT: same('Tether (USDT)'),
  USDC: same('USD Coin (USDC)'),
};

export const COMPANY_TYPE_NAMES: Names<(typeof COMPANY_TYPES)[number]> = {
  agency: { en: 'Immigration agency', ru: 'Иммиграционное агентство', uk: 'Імміграційна агенція' },
  law_firm: { en: 'Law firm', ru: 'Юридическая фирма', uk: 'Юридична фірма' },
  consultancy: { en: 'Consultancy', ru: 'Консалтинговая компания', uk: 'Консалтингова компанія' },
  relocation: { en: 'Relocation service', ru: 'Релокационный сервис', uk: 'Релокаційний сервіс' },
  education: { en: 'Education agency', ru: 'Образовательное агентство', uk: 'Освітня агенція' },
  other: { en: 'Other', ru: 'Другое', uk: 'Інше' },
};

/** Every icon the benefits may use, with the path the site serves it at. */
export const imageLibrary = () => ICON_LIBRARY.map((id) => ({ id, url: iconUrl(id) }));

/** The name of a choice in `locale`; the id itself for one the table does not know. */
export function choiceName<Id extends string | number>(names: Names<Id>, id: string | number, locale: Locale): string {
  return Object.hasOwn(names, id) ? names[id as Id][locale] : String(id);
}

function options<Id extends string | number>(ids: readonly Id[], names: Names<Id>, locale: Locale) {
  return ids.map((id) => ({ id, name: names[id][locale] }));
}

/** The editor's choices, named in `locale`. */
export function companyInitLists(locale: Locale): CompanyInit {
  const currencies = options(CURRENCIES, CURRENCY_NAMES, locale);
  return {
    messengers: options(MESSENGER_IDS, MESSENGER_NAMES, locale),
    office_types: options(OFFICE_TYPE_IDS, OFFICE_TYPE_NAMES, locale),
    office_kinds: options(OFFICE_KINDS, OFFICE_KIND_NAMES, locale),
    payment_methods: options(PAYMENT_METHODS, PAYMENT_METHOD_NAMES, locale),
    feedback_form_types: options(FEEDBACK_FORM_TYPE_IDS, FEEDBACK_FORM_TYPE_NAMES, locale),
    cash_currencies: currencies,
    cashless_currencies: currencies,
    cryptocurrencies: options(CRYPTOCURRENCIES, CRYPTO_NAMES, locale),
    company_types: options(COMPANY_TYPES, COMPANY_TYPE_NAMES, locale),
    image_library: imageLibrary(),
  };
}
