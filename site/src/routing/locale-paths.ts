import { LOCALES, type Locale } from '@migralink/shared/locales';

/** A type alias, not an interface: Astro's page props need an index signature. */
export type LocaleProps = {
  readonly locale: Locale;
};

/** `getStaticPaths` of a page built once per locale: `/en/...`, `/ru/...`, `/uk/...`. */
export function localeStaticPaths(): { params: { locale: Locale }; props: LocaleProps }[] {
  return LOCALES.map((locale) => ({ params: { locale }, props: { locale } }));
}
