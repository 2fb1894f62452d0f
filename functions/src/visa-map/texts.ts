import type { Locale } from '@migralink/shared/locales';
import type { VisaStatus } from '@migralink/shared/schemas/visa-map';

/** The visa statuses as the map's legend and the comparison name them, in every language. */
export const VISA_STATUS_NAMES: Record<VisaStatus, Record<Locale, string>> = {
  visa_free: { en: 'Visa free', ru: 'Без визы', uk: 'Без візи' },
  visa_on_arrival: { en: 'Visa on arrival', ru: 'Виза по прибытии', uk: 'Віза після прибуття' },
  eta: {
    en: 'Electronic travel authorisation (eTA)',
    ru: 'Электронное разрешение на въезд (eTA)',
    uk: 'Електронний дозвіл на в’їзд (eTA)',
  },
  e_visa: { en: 'E-visa', ru: 'Электронная виза', uk: 'Електронна віза' },
  visa_required: { en: 'Visa required', ru: 'Нужна виза', uk: 'Потрібна віза' },
  no_admission: { en: 'No admission', ru: 'Въезд закрыт', uk: 'В’їзд закрито' },
};
