import type { Locale } from '@migralink/shared/locales';
import type { Advertisement } from '@migralink/shared/schemas/billing';
import { calendarDayText } from '@/i18n/dates';
import type { Translate } from '@/i18n/format';
import { moneyText } from '@/i18n/money';
import { clickRate } from './advertising-store';
import { percentText, slotText } from './format';
import type { AdvertisingKey } from './messages';

/** One figure of an advertisement: its name and value, a pair of a description list. */
function Figure({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="ads-card__figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One advertisement of the list: its status badge, the slots it is shown for,
 * its dates, days and price (charged, EUR), and what it brought (impressions,
 * clicks, click rate).
 */
export function AdvertisementCard({
  advertisement,
  locale,
  t,
}: {
  readonly advertisement: Advertisement;
  readonly locale: Locale;
  readonly t: Translate<AdvertisingKey>;
}) {
  const number = new Intl.NumberFormat(locale);
  const rate = clickRate(advertisement);
  const { starts_on: from, ends_on: to } = advertisement;
  return (
    <li className="admin-card ads-card" data-advertisement={advertisement.id}>
      <div className="ads-card__head">
        <span className="admin-status">
          <span className="visually-hidden">{t('admin.advertising.status')}: </span>
          <span className={`admin-badge ads-badge--${advertisement.status}`}>
            {t(`admin.advertising.status.${advertisement.status}`)}
          </span>
        </span>
        <p className="admin-note">
          {t('admin.advertising.created', { date: calendarDayText(advertisement.created_at.slice(0, 10), locale) })}
        </p>
      </div>
      <div>
        <p className="ads-card__label">{t('admin.advertising.slots')}</p>
        <ul className="wrap-list ads-card__slots">
          {advertisement.slots.map((slot) => (
            <li key={`${slot.country.id}:${slot.purpose?.id ?? ''}:${slot.category?.id ?? ''}`}>{slotText(slot)}</li>
          ))}
        </ul>
      </div>
      <dl className="ads-card__figures">
        <Figure
          label={t('admin.advertising.period')}
          value={t('admin.advertising.dates', { from: calendarDayText(from, locale), to: calendarDayText(to, locale) })}
        />
        <Figure label={t('admin.advertising.days')} value={number.format(advertisement.days)} />
        <Figure
          label={t('admin.advertising.price')}
          value={moneyText(advertisement.total_price, advertisement.currency, locale, 'always')}
        />
        <Figure label={t('admin.advertising.impressions')} value={number.format(advertisement.impressions)} />
        <Figure label={t('admin.advertising.clicks')} value={number.format(advertisement.clicks)} />
        <Figure label={t('admin.advertising.click_rate')} value={rate === null ? '—' : percentText(rate, locale)} />
      </dl>
    </li>
  );
}
