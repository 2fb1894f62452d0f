import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import { MAX_COMPARED_PASSPORTS } from '@migralink/shared/visa-statuses';
import type { Translate } from '@/i18n/format';
import { useHydrated } from '@/kit/island';
import type { ComparisonStore } from './comparison-store';
import type { ComparisonKey } from './messages';

export interface PassportPickerProps {
  readonly store: ComparisonStore;
  readonly t: Translate<ComparisonKey>;
}

/**
 * The chosen passports (each a button that removes it) and the list to add one from, narrowed by a
 * search field; the list is in the HTML and works once the island runs. With four chosen, it says so
 * instead of listing.
 */
export function PassportPicker({ store, t }: PassportPickerProps) {
  const chosen = useStore(store.$chosen);
  const full = useStore(store.$full);
  const search = useStore(store.$search);
  const choices = useStore(store.$choices);
  const hydrated = useHydrated();
  const [headingId, searchId, listId, statusId] = [useId(), useId(), useId(), useId()];
  const field = useRef<HTMLInputElement>(null);

  const add = (id: string) =>
    void store.add(id).then((added) => {
      if (added && !store.$full.get()) field.current?.focus();
    });
  const found =
    choices.length > 0
      ? t('passport_comparison.found', { count: choices.length })
      : t('passport_comparison.no_matches');

  return (
    <section className="comparison__picker" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passport_comparison.chosen')}</h2>
      {chosen.length === 0 ? (
        <p className="comparison__note">{t('passport_comparison.empty')}</p>
      ) : (
        <ul className="comparison__chosen">
          {chosen.map((id) => (
            <li key={id}>
              <button
                type="button"
                className="comparison__chip"
                aria-label={t('passport_comparison.remove', { name: store.nameOf(id) })}
                disabled={!hydrated}
                onClick={() => void store.remove(id)}
              >
                {store.nameOf(id)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="comparison__finder">
        <label htmlFor={searchId}>{t('passport_comparison.search')}</label>
        <input
          ref={field}
          id={searchId}
          type="search"
          autoComplete="off"
          value={search}
          disabled={!hydrated || full}
          aria-controls={listId}
          aria-describedby={statusId}
          onChange={(event) => store.search(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the first passport the search found.
            if (event.key !== 'Enter' || !choices[0]) return;
            event.preventDefault();
            add(choices[0].id);
          }}
        />
        <p id={statusId} className="comparison__note" role="status">
          {full ? t('passport_comparison.limit', { max: MAX_COMPARED_PASSPORTS }) : found}
        </p>
        {!full && (
          <ul id={listId} className="comparison__choices" aria-label={t('passport_comparison.add_list')}>
            {choices.map((passport) => (
              <li key={passport.id}>
                <button type="button" disabled={!hydrated} onClick={() => add(passport.id)}>
                  {passport.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
