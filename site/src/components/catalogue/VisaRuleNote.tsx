import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { daysText } from '@migralink/shared/counts';
import type { CompanySearchStore } from './company-search-store';
import type { CompanySearchKey } from './messages';

export interface VisaRuleNoteProps {
  readonly search: CompanySearchStore;
  readonly locale: Locale;
  readonly t: Translate<CompanySearchKey>;
}

/** "Citizens of Germany in Serbia: Visa-free, stay up to 90 days", with a link to the passport's map; nothing when unknown. */
export function VisaRuleNote({ search, locale, t }: VisaRuleNoteProps) {
  const rule = useStore(search.$visaRule);
  if (!rule) return null;
  return (
    <aside
      className={`company-visa-rule company-visa-rule--${rule.status}`}
      aria-label={t('companies.visa_rule.label')}
    >
      <p>
        {t('companies.visa_rule.text', { passport: rule.passport.name, destination: rule.destination })}{' '}
        <strong className="company-visa-rule__status">{rule.statusName}</strong>
        {rule.days ? `, ${t('companies.visa_rule.stay', { days: daysText(rule.days, locale) })}` : null}
      </p>
      <a href={rule.mapUrl}>{t('companies.visa_rule.map')}</a>
    </aside>
  );
}
