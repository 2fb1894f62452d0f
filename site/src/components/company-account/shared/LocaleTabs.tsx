import { LOCALES, type Locale } from '@migralink/shared/locales';
import type { AdminSharedMessages } from './messages';
import './admin.css';

/**
 * Chooses the language whose texts the editor shows. A tick marks the languages
 * in which everything required is written (`filled`); screen readers hear it in words.
 */
export function LocaleTabs({
  value,
  filled,
  onChange,
  messages,
}: {
  readonly value: Locale;
  readonly filled: readonly Locale[];
  readonly onChange: (locale: Locale) => void;
  readonly messages: AdminSharedMessages;
}) {
  return (
    <div className="admin-locale-tabs" role="group" aria-label={messages['admin.locale.label']}>
      {LOCALES.map((locale) => {
        const complete = filled.includes(locale);
        return (
          <button
            key={locale}
            type="button"
            className="admin-locale-tabs__tab"
            aria-pressed={locale === value}
            onClick={() => locale !== value && onChange(locale)}
          >
            {messages[`admin.locale.${locale}`]}
            {complete && (
              <span className="admin-locale-tabs__mark" aria-hidden="true">
                ✓
              </span>
            )}
            <span className="visually-hidden">
              {' '}
              ({messages[complete ? 'admin.locale.filled' : 'admin.locale.not_filled']})
            </span>
          </button>
        );
      })}
    </div>
  );
}
