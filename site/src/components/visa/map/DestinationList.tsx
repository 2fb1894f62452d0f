import { memo } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { patternDayText, type DayPatterns } from '@/i18n/dates';
import type { Translate } from '@/i18n/format';
import { companiesLink, groupHeading, stayText } from './destination-texts';
import type { VisaMapKey } from './messages';
import { listedGroups, type StatusGroup, type VisaMapStore } from './visa-map-store';

/**
 * Every destination of the passport, grouped by rule under a heading with its
 * count: the map's content for readers, screen readers and search engines (a
 * passport's own page has it in its HTML from the build; a map loaded here is
 * listed a step a frame, `$listed`).
 */
export function DestinationList({
  store,
  locale,
  t,
  dayPatterns,
}: {
  readonly store: VisaMapStore;
  readonly locale: Locale;
  readonly t: Translate<VisaMapKey>;
  readonly dayPatterns: DayPatterns;
}) {
  const state = useStore(store.$state);
  const groups = useStore(store.$groups);
  const listed = useStore(store.$listed);
  if (state.status !== 'ready') return null;
  const map = state.data;
  return (
    <section className="visa-map__list" aria-labelledby="visa-map-list">
      <h2 id="visa-map-list">{t('visa_map.list.heading')}</h2>
      {listedGroups(groups, listed).map(({ group, shown }) => (
        <Group key={group.status} group={group} shown={shown} passport={map.passport.id} locale={locale} t={t} />
      ))}
      <p className="visa-map__updated">
        {t('visa_map.updated', { date: patternDayText(map.updated_at, dayPatterns) })}
      </p>
    </section>
  );
}

/** A status's heading with its whole count and its first `shown` destinations (rendered again only when they grow). */
const Group = memo(function Group({
  group,
  shown,
  passport,
  locale,
  t,
}: {
  readonly group: StatusGroup;
  readonly shown: number;
  readonly passport: string;
  readonly locale: Locale;
  readonly t: Translate<VisaMapKey>;
}) {
  return (
    <section aria-labelledby={`visa-map-${group.status}`} className="visa-map__group">
      <h3 id={`visa-map-${group.status}`}>
        <span className={`visa-map__swatch visa-rule--${group.status}`} aria-hidden="true" />
        {groupHeading(group.name, group.destinations.length, locale, t)}
      </h3>
      <ul>
        {group.destinations.slice(0, shown).map((destination) => {
          const stay = stayText(destination, locale, t);
          const companies = companiesLink(destination, passport, locale, t);
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
  );
});
