import type { SearchInit } from '@migralink/shared/schemas/reference';
import type { Translate } from '@/i18n/format';
import type { Option, OptionGroup, SearchOptions } from './option-list';

export { hasNoOptions, isOptionGroup, type Option, type OptionGroup, type SearchOptions } from './option-list';

function byLabel(locale: string) {
  const collator = new Intl.Collator(locale);
  return (a: Option, b: Option) => collator.compare(a.label, b.label);
}

/** The texts the lists take from the page's language. */
export interface OptionLabels {
  /** A parent category's own option: "All: {name}". */
  readonly allOf: (name: string) => string;
  /** The destination list's two groups (without them, one list by name). */
  readonly destinationGroups?: { readonly served: string; readonly others: string };
}

/** The search lists' texts in the page's language. */
export const optionLabels = (t: Translate<OptionLabelKey>): OptionLabels => ({
  allOf: (name) => t('home.search.all_in_category', { name }),
  destinationGroups: { served: t('home.search.served_countries'), others: t('home.search.other_countries') },
});
export type OptionLabelKey =
  'home.search.all_in_category' | 'home.search.served_countries' | 'home.search.other_countries';

/**
 * The select lists of the searches, from `/v1/search/init`: countries sorted by their localized name,
 * destinations the same with those companies serve first (docs/product.md, "Search"), purposes in the
 * server's order, categories as parents with their children (`allOf` labels the parent's own option).
 */
export function searchOptions(init: SearchInit, locale: string, labels: OptionLabels): SearchOptions {
  const countries = init.countries.map((country) => ({ value: country.id, label: country.name })).sort(byLabel(locale));
  return {
    countries,
    destinations: destinationOptions(countries, init.served_destinations, labels.destinationGroups),
    purposes: init.immigration_purposes.map((purpose) => ({ value: String(purpose.id), label: purpose.name })),
    categories: init.categories.map((parent) => {
      const own = { value: String(parent.id), label: parent.name };
      if (parent.children.length === 0) return own;
      return {
        label: parent.name,
        options: [
          { ...own, label: labels.allOf(parent.name) },
          ...parent.children.map((child) => ({ value: String(child.id), label: child.name })),
        ],
      };
    }),
  };
}

/** The destinations companies serve, then the others, each group by name; one list when none is served. */
function destinationOptions(
  countries: readonly Option[],
  served: readonly string[],
  groups: OptionLabels['destinationGroups'],
): readonly (Option | OptionGroup)[] {
  const isServed = new Set(served);
  const first = countries.filter((country) => isServed.has(country.value));
  if (!groups || first.length === 0) return countries;
  return [
    { label: groups.served, options: first },
    { label: groups.others, options: countries.filter((country) => !isServed.has(country.value)) },
  ];
}
