import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import type { ComparisonStore } from './comparison-store';
import type { ComparisonKey } from './messages';
import { programmeUrl, type ProgrammeLinks } from './programme-links';

export interface SecondPassportProps {
  readonly store: ComparisonStore;
  readonly locale: Locale;
  readonly programmes: ProgrammeLinks;
  readonly t: Translate<ComparisonKey>;
}

/**
 * "What a second passport adds": for the passport held (the first compared unless another is
 * chosen), each other compared passport, most added first, with the destinations it would open
 * and a link to the companies that run citizenship and residence programmes of its country.
 */
export function SecondPassport({ store, locale, programmes, t }: SecondPassportProps) {
  const shown = useStore(store.$shown);
  const gains = useStore(store.$gains);
  const [headingId, heldId] = [useId(), useId()];
  if (!shown) return null;
  return (
    <section className="comparison__gains" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passport_comparison.gains_title')}</h2>
      {!gains ? (
        <p className="comparison__note">{t('passport_comparison.gains_need_two')}</p>
      ) : (
        <>
          <div className="comparison__held">
            <label htmlFor={heldId}>{t('passport_comparison.gains_held')}</label>
            <select id={heldId} value={gains.held} onChange={(event) => store.hold(event.currentTarget.value)}>
              {shown.passports.map((passport) => (
                <option key={passport.id} value={passport.id}>
                  {passport.name}
                </option>
              ))}
            </select>
          </div>
          <ol className="gains">
            {gains.gains.map(({ passport, destinations }) => (
              <li key={passport.id} className="gains__passport" data-passport={passport.id}>
                <h3>
                  {destinations.length > 0
                    ? t('passport_comparison.gains_of', { passport: passport.name, count: destinations.length })
                    : t('passport_comparison.gains_none', { passport: passport.name })}
                </h3>
                {destinations.length > 0 && (
                  <ul className="gains__destinations">
                    {destinations.map((destination) => (
                      <li key={destination.id}>{destination.name}</li>
                    ))}
                  </ul>
                )}
                <a className="gains__programmes" href={programmeUrl(programmes, passport.id, locale)}>
                  {t('passport_comparison.programmes', { country: passport.name })}
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
