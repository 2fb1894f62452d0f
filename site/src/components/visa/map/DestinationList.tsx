import type { Locale } from '@migralink/shared/locales';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { patternDayText, type DayPatterns } from '@/i18n/dates';
import type { Translate } from '@/i18n/format';
import { companiesLink, groupHeading, stayText } from './destination-texts';
import type { VisaMapKey } from './messages';
import { groupByStatus } from './visa-map-store';

/**
 * Every destination of the passport, grouped by rule under a heading with its
 * count: the map's content for readers, screen readers and search engines (a
 * passport's own page has it in its HTML from the build).
 */
export function DestinationList({
  map,
  locale,
  t,
  dayPatterns,
}: {
  readonly map: VisaMap;
  readonly locale: Locale;
  readonly t: Translate<VisaMapKey>;
  readonly dayPatterns: DayPatterns;
}) {
  return (
    <section className="visa-map__list" aria-labelledby="visa-map-list">
      <h2 id="visa-map-list">{t('visa_map.list.heading')}</h2>
      {groupByStatus(map).map((group) => (
        <section key={group.status} aria-labelledby={`visa-map-${group.status}`} className="visa-map__group">
          <h3 id={`visa-map-${group.status}`}>
            <span className={`visa-map__swatch visa-rule--${group.status}`} aria-hidden="true" />
            {groupHeading(group.name, group.destinations.length, locale, t)}
          </h3>
          <ul>
            {group.destinations.map((destination) => {
              const stay = stayText(destination, locale, t);
              const companies = companiesLink(destination, map.passport.id, locale, t);
              return (
                <li key={destination.id}>
                  <span className="visa-map__destination">{destination.name}</span>
                  {stay && <span className="visa-map__stay">{stay}</span>}
                  {companies && <a href={companies.href}>{companies.text}</a>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p className="visa-map__updated">
        {t('visa_map.updated', { date: patternDayText(map.updated_at, dayPatterns) })}
      </p>
    </section>
  );
}
