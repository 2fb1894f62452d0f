import type { Locale } from '../../locales';

/** One of the product's rules: its name and its message per language (`../rules.ts`). */
export type Rule = { readonly name: string } & Readonly<Record<Locale, string>>;
