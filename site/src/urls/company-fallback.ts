import { isLocale } from '@migralink/shared/locales';

/**
 * Where the 404 page sends a visitor who followed a link to a company page that
 * was not pre-built (the company was published after the build): the live
 * `/{locale}/company/?id=` page, when the link carried the company's id.
 */
export function companyFallbackUrl(pathname: string, search: string): string | undefined {
  const [, locale, section, slug, rest] = pathname.split('/');
  const id = new URLSearchParams(search).get('id');
  if (!isLocale(locale) || section !== 'company' || !slug || rest || !id) return undefined;
  return `/${locale}/company/?id=${encodeURIComponent(id)}`;
}
