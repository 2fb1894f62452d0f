import { LOCALES, type Locale } from '@migralink/shared/locales';

/** A type alias, not an interface: Astro's page props need an index signature. */
export type LocaleProps = {
  readonly locale: Locale;
};

/**
 * The props of the header's parts: the language, and the page's path without its
 * locale (undefined on the 404 page, which has no path of its own).
 */
export type HeaderProps = LocaleProps & {
  readonly path?: string | undefined;
};

/** `getStaticPaths` of a page built once per locale: `/en/...`, `/ru/...`, `/uk/...`. */
export function localeStaticPaths(): { params: { locale: Locale }; props: LocaleProps }[] {
  return LOCALES.map((locale) => ({ params: { locale }, props: { locale } }));
}
