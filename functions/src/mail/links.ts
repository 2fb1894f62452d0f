import type { Locale } from '@migralink/shared/locales';
import { config } from '#lib/config';

/** The site's account pages the mails link to (the site builds them at exactly these paths, per locale). */
export const SITE_PAGES = {
  activate: '/activate/',
  resetPassword: '/reset-password/',
  forgotPassword: '/forgot-password/',
  login: '/login/',
  profile: '/account/profile/',
} as const;
export type SitePage = keyof typeof SITE_PAGES;

/** `${SITE_URL}/{locale}/{page}/`, with the code in the query when there is one. */
export function siteLink(locale: Locale, page: SitePage, code?: string): string {
  const base = `${config.siteUrl.replace(/\/+$/, '')}/${locale}${SITE_PAGES[page]}`;
  return code ? `${base}?code=${encodeURIComponent(code)}` : base;
}
