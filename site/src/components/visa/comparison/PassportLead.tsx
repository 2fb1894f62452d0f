import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Translate } from '@/i18n/format';
import type { ComparisonStore } from './comparison-store';
import type { ComparisonKey } from './messages';
import '@/kit/button.css';
import '../../leads/lead-contact.css';

export interface PassportLeadProps {
  readonly store: ComparisonStore;
  readonly t: Translate<ComparisonKey>;
}

/**
 * A request to the platform about a second passport: `<lead-contact data-kind="passport">`
 * (`LeadPopupScript.astro` on the page defines it and loads the popup on the first press),
 * written to the platform (`data-title`), its topic naming the compared passports.
 */
export function PassportLead({ store, t }: PassportLeadProps) {
  const chosen = useStore(store.$chosen);
  const headingId = useId();
  const passports = chosen.map(store.nameOf).join(', ');
  return (
    <aside className="comparison__lead" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passport_comparison.lead_title')}</h2>
      <p>{t('passport_comparison.lead_text')}</p>
      <lead-contact
        className="lead-contact"
        data-kind="passport"
        data-title={t('common.brand')}
        data-topic={
          passports ? t('passport_comparison.lead_topic', { passports }) : t('passport_comparison.lead_title')
        }
        data-page="passport_comparison"
      >
        {/* Enabled by the element, maybe before the island hydrates: that difference is expected. */}
        <button
          type="button"
          className="account-button account-button--primary lead-contact__button"
          disabled
          suppressHydrationWarning
        >
          {t('passport_comparison.lead_button')}
        </button>
      </lead-contact>
    </aside>
  );
}
