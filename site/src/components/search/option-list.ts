/*
 * The search forms' lists as the browser renders them, apart from building them
 * (options.ts, which sorts with the language's collation at build time).
 */

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** An optgroup: a parent category with its children (its first option the parent itself), or a part of a list. */
export interface OptionGroup {
  readonly label: string;
  readonly options: readonly Option[];
}

export interface SearchOptions {
  /** Every inhabited country, by name: where an applicant comes from. */
  readonly countries: readonly Option[];
  /** The destinations: those companies serve first, then the others (two groups when the page names them). */
  readonly destinations: readonly (Option | OptionGroup)[];
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
