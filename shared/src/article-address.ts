import { isLocale, type Locale } from './locales';
import { ARTICLE_SECTIONS, type ArticleSection } from './schemas/articles';

/** An article's public address, `/{locale}/{section}/{slug}/` (docs/product.md, "Articles"). */
export interface ArticleAddress {
  readonly locale: Locale;
  readonly section: ArticleSection;
  readonly slug: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isSection = (text: string | undefined): text is ArticleSection =>
  ARTICLE_SECTIONS.some((section) => section === text);

/** The article an address names, or undefined when it names none (the not-found page shows one live). */
export function articleAddress(pathname: string): ArticleAddress | undefined {
  const [locale, section, slug, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLocale(locale) || !isSection(section) || !slug || rest.length > 0 || !SLUG.test(slug)) return undefined;
  return { locale, section, slug };
}
