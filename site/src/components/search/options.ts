import type { SearchInit } from '@migralink/shared/schemas/reference';

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** A parent category with children: an optgroup whose first option is the parent itself. */
export interface OptionGroup {
  readonly label: string;
  readonly options: readonly Option[];
}

export interface SearchOptions {
  readonly countries: readonly Option[];
  readonly purposes: readonly Option[];
  readonly categories: readonly (Option | OptionGroup)[];
}

export function isOptionGroup(item: Option | OptionGroup): item is OptionGroup {
  return 'options' in item;
}

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

/** Nothing to choose from at all: the search cannot be offered yet. */
export function hasNoOptions(options: SearchOptions): boolean {
  return options.countries.length === 0 && options.purposes.length === 0 && options.categories.length === 0;
}
