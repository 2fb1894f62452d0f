/**
 * The first of the visitor's languages (`navigator.languages`, most wanted
 * first) the site speaks, matched by its primary subtag (`uk-UA` → `uk`), else
 * `fallback`. Self-contained on purpose: the `/` page inlines it as its only script.
 */
export function preferredLocale<L extends string>(languages: readonly string[], locales: readonly L[], fallback: L): L {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const match = locales.find((locale) => locale === primary);
    if (match) return match;
  }
  return fallback;
}
