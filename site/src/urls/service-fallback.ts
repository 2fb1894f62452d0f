import { isLocale } from '@migralink/shared/locales';
import { uuidOf } from './ids';

/**
 * Where the 404 page sends a visitor who followed a link to a service page that was not pre-built (the
 * service was published after the build): the live `/{locale}/service/?id=` page. A service page's path
 * is its id (`/ru/service/<uuid>/`), so the link needs no query.
 */
export function serviceFallbackUrl(pathname: string): string | undefined {
  const [, locale, section, id, rest] = pathname.split('/');
  const uuid = uuidOf(id);
  if (!isLocale(locale) || section !== 'service' || !uuid || rest) return undefined;
  return `/${locale}/service/?id=${uuid}`;
}
