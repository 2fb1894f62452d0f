import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { PartnerArea } from '@migralink/shared/schemas/partners';
import { createTranslator, type Translate } from '@/i18n/format';
import { numberFormat } from '@/i18n/intl-cache';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { useIsland } from '@/kit/react';
import type { PartnerAreaKey, PartnerAreaMessages } from '../messages';
import { createPartnerArea, type PartnerAreaStore } from './partner-area-store';
import { PartnerMonths } from './PartnerMonths';
import '../account.css';
import './partner-area.css';

export interface PartnerAreaAppProps {
  readonly locale: Locale;
  readonly messages: PartnerAreaMessages;
}

interface SharedProps {
  readonly store: PartnerAreaStore;
  readonly t: Translate<PartnerAreaKey>;
}

/** A text to share, read-only and selectable, with its copy button (the link's is the screen's main action). */
function CopyField({
  store,
  t,
  what,
  label,
  value,
}: SharedProps & { what: 'link' | 'code'; label: string; value: string }) {
  const id = `partner-${what}`;
  return (
    <div className="partner-area__field">
      <label htmlFor={id}>{label}</label>
      <div className="partner-area__copy">
        <input
          id={id}
          className="partner-area__value"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className={`account-button account-button--${what === 'link' ? 'primary' : 'secondary'}`}
          onClick={() => void store.copy(what, value)}
        >
          {t(what === 'link' ? 'partner_area.copy_link' : 'partner_area.copy_code')}
        </button>
      </div>
    </div>
  );
}

/** What the last copy came to, said politely. */
function CopyStatus({ store, t }: SharedProps) {
  const copied = useStore(store.$copied);
  if (!copied) return null;
  return <FormStatus>{t(copied.ok ? 'partner_area.copied' : 'partner_area.copy_failed')}</FormStatus>;
}

function Share({ store, t, area, locale }: SharedProps & { area: PartnerArea; locale: Locale }) {
  return (
    <section className="partner-area__share">
      <CopyField store={store} t={t} what="link" label={t('partner_area.link')} value={store.link(area.code)} />
      <CopyField store={store} t={t} what="code" label={t('partner_area.code')} value={area.code} />
      <CopyStatus store={store} t={t} />
      <p className="partner-area__rule">
        {t('partner_area.rule', {
          rate: numberFormat(locale, { style: 'percent' }).format(area.commission_percent / 100),
          duration: numberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(
            area.commission_months,
          ),
        })}
      </p>
    </section>
  );
}

/** The partner area: the referral link and code, the commission rule, and what the link brought per month. */
export default function PartnerAreaApp({ locale, messages }: PartnerAreaAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() =>
    createPartnerArea({
      locale,
      origin: () => window.location.origin,
      replace: (url) => window.location.replace(url),
      here: () => window.location.pathname + window.location.search,
      copy: (text) => navigator.clipboard.writeText(text),
    }),
  );
  const state = useStore(store.area.$state);
  useEffect(() => void store.load(), [store]);

  if (state.status === 'loading') return <Loading text={t('partner_area.loading')} className="partner-area" />;
  if (state.status === 'failed')
    return <LoadFailed error={state.error} t={t} onRetry={() => void store.retry()} className="partner-area" />;
  return (
    <div className="partner-area" data-ready>
      <Share store={store} t={t} area={state.data} locale={locale} />
      <PartnerMonths months={state.data.months} locale={locale} t={t} />
    </div>
  );
}
