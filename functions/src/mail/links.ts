import { ACCOUNT_PAGES, ADMIN_PAGES, type AccountPage, type AdminPage } from '@migralink/shared/account-pages';
import { UNSUBSCRIBE } from '@migralink/shared/api/mailing-endpoints';
import type { Locale } from '@migralink/shared/locales';
import { config } from '#lib/config';

const siteUrl = (locale: Locale, path: string) => `${config.siteUrl.replace(/\/+$/, '')}/${locale}${path}`;

/** `${SITE_URL}/{locale}/{page}/`, with the code in the query when there is one. */
export function siteLink(locale: Locale, page: AccountPage, code?: string): string {
  const base = siteUrl(locale, ACCOUNT_PAGES[page]);
  return code ? `${base}?code=${encodeURIComponent(code)}` : base;
}

/** `${SITE_URL}/{locale}/admin/...`: a screen of the company and staff account app. */
export const adminLink = (locale: Locale, page: AdminPage): string => siteUrl(locale, ADMIN_PAGES[page]);

/** A lead in the inbox of the account app: `${SITE_URL}/{locale}/admin/leads/?id=…`. */
export const leadLink = (locale: Locale, leadId: string): string =>
  `${adminLink(locale, 'leads')}?id=${encodeURIComponent(leadId)}`;

/** A public company's live page: `${SITE_URL}/{locale}/company/?id=…` (it reads the company by id). */
export const companyLink = (locale: Locale, companyId: string): string =>
  `${siteUrl(locale, '/company/')}?id=${encodeURIComponent(companyId)}`;

/** The signed link that reads a lead's thread: `${SITE_URL}/{locale}/request/?token=…` (`../leads/thread-link.ts`). */
export const leadThreadLink = (locale: Locale, token: string): string =>
  `${siteLink(locale, 'request')}?token=${encodeURIComponent(token)}`;

/** A certificate's public verification page: `${SITE_URL}/{locale}/certificates/{number}/`. */
export const certificateLink = (locale: Locale, number: string): string =>
  siteUrl(locale, `/certificates/${encodeURIComponent(number)}/`);

/** A mailing list's confirmation page with its token: `${SITE_URL}/{locale}/mailing/confirm/?token=…`. */
export const mailingConfirmLink = (locale: Locale, token: string): string =>
  `${siteLink(locale, 'mailingConfirm')}?token=${encodeURIComponent(token)}`;

/**
 * A marketing mail's unsubscribe links with its token: the page (`${SITE_URL}/{locale}/unsubscribe/?token=…`,
 * whose button unsubscribes) and the RFC 8058 one-click target the sender writes into `List-Unsubscribe`
 * (`${SITE_URL}/v1/unsubscribe?token=…`: the API behind the site's own host).
 */
export const unsubscribeLinks = (locale: Locale, token: string): { pageUrl: string; oneClickUrl: string } => ({
  pageUrl: `${siteLink(locale, 'unsubscribe')}?token=${encodeURIComponent(token)}`,
  oneClickUrl: `${config.siteUrl.replace(/\/+$/, '')}${UNSUBSCRIBE.path}?token=${encodeURIComponent(token)}`,
});
