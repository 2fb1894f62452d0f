import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { moneyText } from '@/i18n/money';
import { describeError, problemText } from '@/kit/problems';
import type { NewAdvertisementKey } from './messages';
import type { NewAdvertisement } from './new-advertisement-store';

type T = Translate<NewAdvertisementKey>;

/** What the price panel says: the state of the server's quote, in words. */
function QuoteText({ store, locale, t }: { readonly store: NewAdvertisement; readonly locale: Locale; readonly t: T }) {
  const quote = useStore(store.$quote);
  if (quote.status === 'incomplete') return <p className="admin-note">{t('admin.advertising.quote_incomplete')}</p>;
  if (quote.status === 'loading') return <p className="admin-note">{t('admin.advertising.quote_loading')}</p>;
  if (quote.status === 'failed') {
    return (
      <>
        <p className="account-field__error">{problemText(t, describeError(quote.error, { fields: [] }).general)}</p>
        <p>
          <button type="button" className="account-button account-button--quiet" onClick={store.retryQuote}>
            {t('common.retry')}
          </button>
        </p>
      </>
    );
  }
  const { data } = quote;
  const money = (amount: number) => moneyText(amount, data.currency, locale, 'always');
  return (
    <>
      <p className="admin-note">
        {t('admin.advertising.quote_formula', { days: data.days, slots: data.slots, rate: money(data.daily_rate) })}
      </p>
      <p className="ads-quote__total">{t('admin.advertising.quote_total', { price: money(data.total_price) })}</p>
      {data.currency !== data.charged_currency && (
        <p className="admin-note">
          {t('admin.advertising.quote_charged', {
            price: moneyText(data.charged_price, data.charged_currency, locale, 'always'),
          })}
        </p>
      )}
      <p className="admin-note">{t('admin.advertising.quote_vat')}</p>
    </>
  );
}

/**
 * The price as the server computed it (days × slots × daily rate), in the
 * visitor's currency with the euros charged; announced politely as it changes.
 */
export function QuotePanel({
  store,
  locale,
  t,
}: {
  readonly store: NewAdvertisement;
  readonly locale: Locale;
  readonly t: T;
}) {
  const titleId = useId();
  return (
    <section className="panel ads-quote" aria-labelledby={titleId}>
      <h2 id={titleId} className="ads-quote__title">
        {t('admin.advertising.quote_title')}
      </h2>
      <div role="status">
        <QuoteText store={store} locale={locale} t={t} />
      </div>
    </section>
  );
}
