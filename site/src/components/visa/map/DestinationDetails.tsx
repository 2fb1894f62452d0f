import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import type { VisaMapDestination } from '@migralink/shared/schemas/visa-map';
import type { Translate } from '@/i18n/format';
import { companiesLink, stayText } from './destination-texts';
import type { VisaMapKey } from './messages';
import type { VisaMapStore } from './visa-map-store';

/** What the country pointed at or tapped asks of the passport: its rule, the days, the companies that help. */
export function DestinationDetails({
  store,
  t,
  locale,
}: {
  readonly store: VisaMapStore;
  readonly t: Translate<VisaMapKey>;
  readonly locale: Locale;
}) {
  const destination = useStore(store.$focused);
  const groups = useStore(store.$groups);
  const pinned = useStore(store.$picked) !== undefined;
  const passport = useStore(store.$passport);
  const nearby = useStore(store.$nearby);
  if (nearby) return <NearbyChoice store={store} nearby={nearby} t={t} />;
  if (!destination) return null;
  const status = groups.find((group) => group.status === destination.status)?.name ?? destination.status;
  const stay = stayText(destination, locale, t);
  const companies = companiesLink(destination, passport, locale, t);
  return (
    <div className="visa-map__details" data-testid="visa-map-details">
      <p className="visa-map__details-name">{destination.name}</p>
      <p>
        <span className={`visa-map__swatch visa-rule--${destination.status}`} aria-hidden="true" />
        {status}
      </p>
      {stay && <p>{stay}</p>}
      {companies && (
        <p>
          <a href={companies.href}>{companies.text}</a>
        </p>
      )}
      {pinned && (
        <button type="button" className="visa-map__close" onClick={() => store.pick(undefined)}>
          {t('visa_map.close')}
        </button>
      )}
    </div>
  );
}

/** The countries around a tap too small to tell them apart: the visitor picks one by its name. */
function NearbyChoice({
  store,
  nearby,
  t,
}: {
  readonly store: VisaMapStore;
  readonly nearby: readonly VisaMapDestination[];
  readonly t: Translate<VisaMapKey>;
}) {
  return (
    <div className="visa-map__details" data-testid="visa-map-details">
      <p className="visa-map__details-name" id="visa-map-nearby">
        {t('visa_map.nearby')}
      </p>
      <ul className="visa-map__nearby" aria-labelledby="visa-map-nearby">
        {nearby.map((destination) => (
          <li key={destination.id}>
            <button type="button" onClick={() => store.pick(destination.id)}>
              <span className={`visa-map__swatch visa-rule--${destination.status}`} aria-hidden="true" />
              {destination.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="visa-map__close" onClick={() => store.pick(undefined)}>
        {t('visa_map.close')}
      </button>
    </div>
  );
}
