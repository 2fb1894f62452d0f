import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { VisaMap as VisaMapData } from '@migralink/shared/schemas/visa-map';
import { fetchPassportMap } from '@/api/visa-map';
import { createTranslator } from '@/i18n/format';
import { afterPaint } from '@/kit/after-paint';
import { useIsland } from '@/kit/island';
import { detectCountry } from '@/api/country';
import { keepQueryInLanguageLinks } from '@/urls/language-links';
import { DestinationList } from './DestinationList';
import { MapPanel } from './MapPanel';
import type { VisaMapMessages } from './messages';
import { PassportPicker } from './PassportPicker';
import { passportMapUrl } from '@/urls/visa-map-paths';
import type { PassportChoice } from '../passports';
import { createVisaMap } from './visa-map-store';
import type { WorldGeometry } from '@/build-data/world-geometry-type';
import type { DayPatterns } from '@/i18n/dates';
import '../visa-rules.css';
import './visa-map.css';

export interface VisaMapProps {
  readonly locale: Locale;
  readonly messages: VisaMapMessages;
  /** Every passport the data knows, named in the page's language. */
  readonly passports: readonly PassportChoice[];
  /** A passport's own page: its map from the build. */
  readonly initial?: VisaMapData | undefined;
  /** The build's world geometry file and its view box (the map keeps its size while the file loads). */
  readonly geometry: { readonly url: string; readonly width: number; readonly height: number };
  /** How the page's language writes a day (`dayPatterns`): the date of the data, with no formatter built here. */
  readonly dayPatterns: DayPatterns;
}

async function fetchGeometry(url: string): Promise<WorldGeometry> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as WorldGeometry;
}

/**
 * The visa-free map: a passport chosen from a searchable list (kept in the
 * address), the world coloured by its visa rules with a legend and the details
 * of the country pointed at or tapped, and every destination listed by rule.
 */
export default function VisaMap({ locale, messages, passports, initial, geometry, dayPatterns }: VisaMapProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() =>
    createVisaMap({
      passports,
      initial,
      fetchMap: fetchPassportMap,
      fetchGeometry: () => fetchGeometry(geometry.url),
      detectCountry,
      go: (url) => window.location.assign(url),
      writeQuery: (query) => {
        history.replaceState(history.state, '', `${location.pathname}?${query}`);
        keepQueryInLanguageLinks(`?${query}`);
      },
      passportUrl: (passport) => passportMapUrl(passport.slug, locale),
      afterPaint,
    }),
  );
  useEffect(() => {
    void store.start(window.location.search);
    return store.dispose;
  }, [store]);

  return (
    <div className="visa-map">
      <PassportPicker store={store} t={t} />
      <MapPanel store={store} t={t} locale={locale} size={geometry} />
      <DestinationList store={store} locale={locale} t={t} dayPatterns={dayPatterns} />
    </div>
  );
}
