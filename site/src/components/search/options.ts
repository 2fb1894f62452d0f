import type { SearchInit } from '@migralink/shared/schemas/reference';
import type { Option, SearchOptions } from './option-list';

export { hasNoOptions, isOptionGroup, type Option, type OptionGroup, type SearchOptions } from './option-list';

function byLabel(locale: string) {
  const collator = new Intl.Collator(locale);
  return (a: Option, b: Option) => collator.compare(a.label, b.label);
}

/**
 * The three select lists of the home search, from `/v1/search/init`: countries
 * sorted by their localized name, purposes in the server's order, categories as
 * parents with their children (`allOf` labels the parent's own option).
 */
export function searchOptions(init: SearchInit, locale: string, allOf: (name: string) => string): SearchOptions {
  return {
    countries: init.countries.map((country) => ({ value: country.id, label: country.name })).sort(byLabel(locale)),
    purposes: init.immigration_purposes.map((purpose) => ({ value: String(purpose.id), label: purpose.name })),
    categories: init.categories.map((parent) => {
      const own = { value: String(parent.id), label: parent.name };
      if (parent.children.length === 0) return own;
      return {
        label: parent.name,
        options: [
          { ...own, label: allOf(parent.name) },
          ...parent.children.map((child) => ({ value: String(child.id), label: child.name })),
        ],
      };
    }),
  };
}
