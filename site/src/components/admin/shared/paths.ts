import { ADMIN_PAGES, type AdminPage } from '@migralink/shared/account-pages';
import type { Locale } from '@migralink/shared/locales';
import { localizedPath } from '../../../urls/localized-url';

export { ADMIN_PAGES, type AdminPage };

/** `/{locale}/admin/...` with an optional query: `adminUrl('ru', 'createService', { uuid, step: '2' })`. */
export function adminUrl(locale: Locale, page: AdminPage, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return localizedPath(ADMIN_PAGES[page], locale) + (text ? `?${text}` : '');
}
