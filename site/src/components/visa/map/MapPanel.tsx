import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { RetryAlert } from '@/kit/alerts';
import type { Translate } from '@/i18n/format';
import { countText } from '@/i18n/plural';
import { DestinationDetails } from './DestinationDetails';
import type { VisaMapKey } from './messages';
import type { VisaMapStore } from './visa-map-store';
import { WorldMap } from './WorldMap';

interface MapPanelProps {
  readonly store: VisaMapStore;
  readonly t: Translate<VisaMapKey>;
  readonly locale: Locale;
  readonly size: { readonly width: number; readonly height: number };
}

/** The chosen passport's score, the map with its legend and the details of the country pointed at. */
export function MapPanel({ store, t, locale, size }: MapPanelProps) {
  const state = useStore(store.$state);
  const passport = useStore(store.$passport);
  const groups = useStore(store.$groups);
  const map = state.status === 'ready' ? state.data : undefined;

  return (
    <section className="visa-map__panel" aria-busy={state.status === 'loading' && passport !== undefined}>
      {/* One row for what is said above the map, its height kept whatever it says: the map never moves down. */}
      <div className="visa-map__status">
        {passport === undefined && <p className="visa-map__note">{t('visa_map.choose')}</p>}
        {passport !== undefined && state.status === 'loading' && (
          <p role="status" className="visa-map__note">
            {t('visa_map.loading')}
          </p>
        )}
        {state.status === 'failed' && (
          <RetryAlert
            message={t('visa_map.failed')}
            retryLabel={t('visa_map.retry')}
            onRetry={() => void store.retry()}
          />
        )}
        {map && (
          <p className="visa-map__mobility">
            <strong>{countText(t, 'visa_map.mobility', map.passport.mobility, locale)}</strong>{' '}
            <span>{t('visa_map.mobility.hint')}</span>
          </p>
        )}
      </div>
      <div className="visa-map__stage" onPointerLeave={() => store.point(undefined)}>
        <WorldMap
          store={store}
          size={size}
          label={map ? t('visa_map.map.label', { country: map.passport.name }) : ''}
        />
        <DestinationDetails store={store} t={t} locale={locale} />
      </div>
      {map && (
        <>
          <p className="visa-map__hint">{t('visa_map.map.hint')}</p>
          <ul className="visa-map__legend" aria-label={t('visa_map.legend')}>
            {groups.map((group) => (
              <li key={group.status}>
                <span className={`visa-map__swatch visa-rule--${group.status}`} aria-hidden="true" />
                {group.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
