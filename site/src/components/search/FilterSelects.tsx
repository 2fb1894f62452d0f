import type { Translate } from '@/i18n/format';
import type { SearchFilterKey } from './messages';
import type { SearchOptions } from './option-list';
import type { FilterKey, SearchFilters } from './search-url';
import { SelectField } from './SelectField';

/** One filter of a search form: its name, texts, and the list it offers. */
export interface FilterField {
  readonly name: FilterKey;
  readonly label: string;
  readonly anyLabel: string;
  /** Which list it offers. */
  readonly items: keyof SearchOptions;
}

/** The home search's three filters: destination, purpose and service. */
export const searchFilterFields = (t: Translate<SearchFilterKey>): FilterField[] => [
  {
    name: 'country_destination',
    label: t('home.search.country'),
    anyLabel: t('home.search.any_country'),
    items: 'destinations',
  },
  {
    name: 'purpose',
    label: t('home.search.purpose'),
    anyLabel: t('home.search.any_purpose'),
    items: 'purposes',
  },
  {
    name: 'category',
    label: t('home.search.category'),
    anyLabel: t('home.search.any_category'),
    items: 'categories',
  },
];

/** Where the applicant comes from ("citizens of"): the fourth filter, after the home search's three. */
export const fromFilterField = (t: Translate<SearchFilterKey>): FilterField => ({
  name: 'from',
  label: t('companies.from'),
  anyLabel: t('companies.any_from'),
  items: 'countries',
});

export interface FilterSelectsProps {
  readonly fields: readonly FilterField[];
  readonly options: SearchOptions;
  readonly values: SearchFilters;
  readonly disabled: boolean;
  readonly onChange: (name: FilterKey, value: string) => void;
}

/** A search form's filters, each a select with "any" first. */
export function FilterSelects({ fields, options, values, disabled, onChange }: FilterSelectsProps) {
  return fields.map(({ name, label, anyLabel, items }) => (
    <SelectField
      key={name}
      label={label}
      name={name}
      anyLabel={anyLabel}
      items={options[items]}
      value={values[name] ?? ''}
      disabled={disabled}
      onChange={onChange}
    />
  ));
}
