import { ACCOUNT_PAGES, type AccountPage } from '@migralink/shared/account-pages';
import type { Locale } from '@migralink/shared/locales';
import { config } from '#lib/config';

/** `${SITE_URL}/{locale}/{page}/`, with the code in the query when there is one. */
export function siteLink(locale: Locale, page: AccountPage, code?: string): string {
  const base = `${config.siteUrl.replace(/\/+$/, '')}/${locale}${ACCOUNT_PAGES[page]}`;
  return code ? `${base}?code=${encodeURIComponent(code)}` : base;
}
