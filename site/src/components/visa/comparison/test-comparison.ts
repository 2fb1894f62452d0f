import type { VisaMapList, VisaRule, VisaStatus } from '@migralink/shared/schemas/visa-map';

/** Names of the passports and destinations the comparison tests use. */
export const NAMES: Readonly<Record<string, string>> = {
  DE: 'Германия',
  RU: 'Россия',
  UA: 'Украина',
  FR: 'Франция',
  US: 'США',
  CN: 'Китай',
  IN: 'Индия',
};

/** A rule: `visa_free:90`, `e_visa`, or `own` (the passport's own country: no rule). */
const rule = (text: string): VisaRule | null => {
  if (text === 'own') return null;
  const [status, days] = text.split(':');
  return { status: status as VisaStatus, days: days ? Number(days) : null };
};

/**
 * An answer of `GET /v1/countries/visa-map-list`: the passports in order and, per destination,
 * each passport's rule (`{ US: ['visa_free:90', 'visa_required'] }`).
 */
export function comparisonAnswer(
  passports: readonly string[],
  rows: Readonly<Record<string, readonly string[]>>,
): VisaMapList {
  return {
    passports: passports.map((id, index) => ({
      id,
      name: NAMES[id] ?? id,
      slug: id.toLowerCase(),
      mobility: 100 - index,
    })),
    destinations: Object.entries(rows).map(([id, rules]) => ({
      id,
      name: NAMES[id] ?? id,
      slug: id.toLowerCase(),
      rules: rules.map(rule),
    })),
    visa_statuses: [
      { id: 'visa_free', name: 'Без визы' },
      { id: 'visa_on_arrival', name: 'Виза по прибытии' },
      { id: 'eta', name: 'Электронное разрешение' },
      { id: 'e_visa', name: 'Электронная виза' },
      { id: 'visa_required', name: 'Нужна виза' },
      { id: 'no_admission', name: 'Въезд закрыт' },
    ],
    updated_at: '2026-11-20T00:00:00.000Z',
  };
}
