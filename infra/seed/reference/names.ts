import type { Locale } from '@migralink/shared/locales';

/** A name in every language the product speaks: seeded data leaves nothing to the English fallback. */
export type Names = Record<Locale, string>;

/** A stored reference item whose name is given in every language. */
export type Named<T extends { name: unknown }> = Omit<T, 'name'> & { name: Names };
