/*
 * The search forms' lists as the browser renders them, apart from building them
 * (options.ts, which sorts with the language's collation at build time).
 */

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

/** Nothing to choose from at all: the search cannot be offered yet. */
export function hasNoOptions(options: SearchOptions): boolean {
  return options.countries.length === 0 && options.purposes.length === 0 && options.categories.length === 0;
}
