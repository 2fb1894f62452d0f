import { LOCALES, type Locale } from '@migralink/shared/locales';
import type { AdminSharedMessages } from './messages';
import './admin.css';

/** The languages a plan does not include, and how a tab says so to screen readers ("not on your plan"). */
export interface LockedLocales {
  readonly locales: readonly Locale[];
  readonly label: string;
}

/**
 * Chooses the language whose texts the editor shows. A tick marks the languages
 * in which everything required is written (`filled`), a lock those the plan
 * does not include (`locked`; the editor says why when one is chosen); screen
 * readers hear both in words.
 */
export function LocaleTabs({
  value,
  filled,
  locked,
  onChange,
  messages,
}: {
  readonly value: Locale;
  readonly filled: readonly Locale[];
  readonly locked?: LockedLocales | undefined;
  readonly onChange: (locale: Locale) => void;
  readonly messages: AdminSharedMessages;
}) {
  return (
    <div className="admin-locale-tabs" role="group" aria-label={messages['admin.locale.label']}>
      {LOCALES.map((locale) => {
        const complete = filled.includes(locale);
        const closed = locked?.locales.includes(locale) ?? false;
        const state = messages[complete ? 'admin.locale.filled' : 'admin.locale.not_filled'];
        return (
          <button
            key={locale}
            type="button"
            className={`admin-locale-tabs__tab${closed ? ' admin-locale-tabs__tab--locked' : ''}`}
            aria-pressed={locale === value}
            onClick={() => locale !== value && onChange(locale)}
          >
            {messages[`admin.locale.${locale}`]}
            {complete && (
              <span className="admin-locale-tabs__mark" aria-hidden="true">
                ✓
              </span>
            )}
            {closed && <LockIcon />}
            <span className="visually-hidden"> ({closed ? `${state}, ${locked?.label}` : state})</span>
          </button>
        );
      })}
    </div>
  );
}

function LockIcon() {
  return (
    <svg className="admin-locale-tabs__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        fill="currentColor"
        d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z"
      />
    </svg>
  );
}
