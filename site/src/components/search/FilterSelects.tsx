import type { Translate } from '@/i18n/format';
import type { SearchFilterKey } from './messages';
import type { SearchOptions } from './options';
import type { FilterKey, SearchFilters } from './search-url';
import { SelectField, type SelectFieldProps } from './SelectField';

/** One filter of a search form: its name, texts, and the list it offers. */
export interface FilterField {
  readonly name: FilterKey;
  readonly label: string;
  readonly anyLabel: string;
  readonly items: (options: SearchOptions) => SelectFieldProps['items'];
}

/** The home search's three filters: destination, purpose and service. */
export const searchFilterFields = (t: Translate<SearchFilterKey>): FilterField[] => [
  {
    name: 'country_destination',
    label: t('home.search.country'),
    anyLabel: t('home.search.any_country'),
    items: (options) => options.countries,
  },
  {
    name: 'purpose',
    label: t('home.search.purpose'),
    anyLabel: t('home.search.any_purpose'),
    items: (options) => options.purposes,
  },
  {
    name: 'category',
    label: t('home.search.category'),
    anyLabel: t('home.search.any_category'),
    items: (options) => options.categories,
  },
];

export interface FilterSelectsProps {
  readonly fields: readonly FilterField[];
  /** The lists, once loaded. */
  readonly options: SearchOptions | undefined;
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
      items={options ? items(options) : []}
      value={values[name] ?? ''}
      disabled={disabled}
      onChange={onChange}
    />
  ));
}
