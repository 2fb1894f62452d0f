import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import type { Translate } from '@/i18n/format';
import { SearchListField } from '@/kit/controls';
import { useHydrated } from '@/kit/island';
import type { VisaMapKey } from './messages';
import type { VisaMapStore } from './visa-map-store';

/** The passport's searchable list: typing suggests names; choosing one (or "Show the map") shows its map. */
export function PassportPicker({ store, t }: { readonly store: VisaMapStore; readonly t: Translate<VisaMapKey> }) {
  const hydrated = useHydrated();
  const query = useStore(store.$query);
  const unknown = useStore(store.$unknown);
  const names = store.passports.map((passport) => passport.name);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.choose();
  };
  const onChange = (text: string) => {
    store.type(text);
    // Picked from the list: the text is a passport's whole name.
    if (names.includes(text)) void store.choose(text);
  };
  return (
    <form className="visa-map__picker" role="search" onSubmit={onSubmit}>
      <SearchListField
        label={t('visa_map.picker.label')}
        name="passport"
        value={query}
        onChange={onChange}
        options={names}
        hint={t('visa_map.picker.hint')}
        error={unknown ? t('visa_map.picker.unknown') : undefined}
        disabled={!hydrated}
      />
      <button type="submit" className="account-button account-button--secondary" disabled={!hydrated}>
        {t('visa_map.picker.submit')}
      </button>
    </form>
  );
}
