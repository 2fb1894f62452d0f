import { useId } from 'react';
import { isOptionGroup, type Option, type OptionGroup } from './option-list';
import type { FilterKey } from './search-url';

export interface SelectFieldProps {
  readonly label: string;
  readonly name: FilterKey;
  readonly anyLabel: string;
  readonly items: readonly (Option | OptionGroup)[];
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (name: FilterKey, value: string) => void;
}

/** One filter of a search form: "any" first, then the options (parent categories as optgroups). */
export function SelectField({ label, name, anyLabel, items, value, disabled, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="search-teaser__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(name, event.currentTarget.value)}
      >
        <option value="">{anyLabel}</option>
        {items.map((item) =>
          isOptionGroup(item) ? (
            <optgroup key={item.label} label={item.label}>
              {item.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ),
        )}
      </select>
    </div>
  );
}
