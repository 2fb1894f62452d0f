import type { Locale } from '@migralink/shared/locales';
import type { ActivityType, Criterion, DocumentKind, LegalForm } from '@migralink/shared/schemas/certificates';

/** The names of an application's choices in each language (docs/product.md, "Certificates"). */
type Names<Id extends string> = Record<Id, Record<Locale, string>>;

export const LEGAL_FORM_NAMES: Names<LegalForm> = {
  llc: {
    en: 'Limited liability company',
    ru: 'Общество с ограниченной ответственностью',
    uk: 'Товариство з обмеженою відповідальністю',
  },
  joint_stock: { en: 'Joint-stock company', ru: 'Акционерное общество', uk: 'Акціонерне товариство' },
  sole_proprietor: { en: 'Sole proprietor', ru: 'Индивидуальный предприниматель', uk: 'Фізична особа-підприємець' },
  partnership: { en: 'Partnership', ru: 'Товарищество', uk: 'Товариство' },
  non_profit: { en: 'Non-profit organisation', ru: 'Некоммерческая организация', uk: 'Неприбуткова організація' },
  other: { en: 'Other', ru: 'Другая', uk: 'Інша' },
};

export const ACTIVITY_TYPE_NAMES: Names<ActivityType> = {
  immigration_consulting: {
    en: 'Immigration consulting',
    ru: 'Иммиграционный консалтинг',
    uk: 'Імміграційний консалтинг',
  },
  legal_services: { en: 'Legal services', ru: 'Юридические услуги', uk: 'Юридичні послуги' },
  relocation: { en: 'Relocation', ru: 'Релокация', uk: 'Релокація' },
  education: { en: 'Education abroad', ru: 'Образование за рубежом', uk: 'Освіта за кордоном' },
  employment: { en: 'Employment abroad', ru: 'Трудоустройство за рубежом', uk: 'Працевлаштування за кордоном' },
  investment: { en: 'Investment migration', ru: 'Инвестиционная миграция', uk: 'Інвестиційна міграція' },
  real_estate: { en: 'Real estate', ru: 'Недвижимость', uk: 'Нерухомість' },
  other: { en: 'Other', ru: 'Другое', uk: 'Інше' },
};

export const DOCUMENT_KIND_NAMES: Names<DocumentKind> = {
  register_extract: {
    en: 'Extract from the company register',
    ru: 'Выписка из реестра компаний',
    uk: 'Витяг з реєстру компаній',
  },
  licence: { en: 'Licence', ru: 'Лицензия', uk: 'Ліцензія' },
  thanks_letters: {
    en: 'Letters of thanks from clients',
    ru: 'Благодарственные письма клиентов',
    uk: 'Подяки від клієнтів',
  },
  charter: { en: 'Charter', ru: 'Устав', uk: 'Статут' },
  other: { en: 'Other document', ru: 'Другой документ', uk: 'Інший документ' },
};

export const CRITERION_NAMES: Names<Criterion> = {
  legal_chart: { en: 'Has a legal charter', ru: 'Есть устав', uk: 'Має статут' },
  thanks_letters: {
    en: 'Has letters of thanks from clients',
    ru: 'Есть благодарственные письма клиентов',
    uk: 'Має подяки від клієнтів',
  },
  social_activity: {
    en: 'Takes part in social activity',
    ru: 'Ведёт общественную деятельность',
    uk: 'Веде громадську діяльність',
  },
  experience_exchange: {
    en: 'Exchanges experience with peers',
    ru: 'Обменивается опытом с коллегами',
    uk: 'Обмінюється досвідом з колегами',
  },
};

/** The choices of a list, named in one language, in the list's order. */
export const namedIn = <Id extends string>(names: Names<Id>, ids: readonly Id[], locale: Locale) =>
  ids.map((id) => ({ id, name: names[id][locale] }));
