import { isLocale, type Locale } from '@migralink/shared/locales';
import { countsPageViews, publicAddress } from '@migralink/shared/public-address';
import { localeOfPath } from '../urls/localized-url';
import { sendJson, type Transport } from './beacon';

export type { Transport } from './beacon';

/** What is reported for each page the visitor sees. */
export interface PageView {
  /** Path and query, without the hash: `/en/companies/?page=2`. */
  readonly path: string;
  readonly locale: Locale | null;
  /** Where the visitor came from: the previous page of this visit, else `document.referrer`. */
  readonly referrer: string;
  readonly title: string;
}

export interface PageSnapshot {
  readonly location: Pick<Location, 'origin' | 'pathname' | 'search'>;
  readonly title: string;
  readonly referrer: string;
  /** `<html lang>`, used when the path carries no locale (the 404 page). */
  readonly lang: string;
}

export function pageViewOf(page: PageSnapshot, previousUrl?: string): PageView {
  const { pathname, search } = page.location;
  const locale = localeOfPath(pathname) ?? (isLocale(page.lang) ? page.lang : null);
  return { path: pathname + search, locale, referrer: previousUrl ?? page.referrer, title: page.title };
}

/**
 * Sends one page view to the API (same origin): `navigator.sendBeacon` (survives
 * leaving the page), else `fetch` with `keepalive`, as JSON. Returns whether it was handed over.
 */
export function sendPageView(endpoint: string, view: PageView, transport: Transport): boolean {
  return sendJson(endpoint, view, transport);
}

/**
 * Reports each route change once: the first load, Astro's `astro:page-load`
 * (which also fires on the first load when the ClientRouter is used) and history
 * navigation all call `report`; the same URL twice in a row is one view, and a
 * hash change is not a new page. `force` reports the current page again (a page
 * restored from the back-forward cache is a new view of it). Only the views that
 * count are sent, a company's or a service's page (`docs/product.md`, "Page views
 * and statistics"): any other page costs no request, though it is still the next
 * page's referrer. Returns the view sent, if any.
 */
export function createPageViewTracker(endpoint: string, transport: Transport, snapshot: () => PageSnapshot) {
  let lastUrl: string | undefined;
  return function report(force = false): PageView | undefined {
    const page = snapshot();
    const { origin, pathname, search } = page.location;
    const url = origin + pathname + search;
    if (url === lastUrl && !force) return undefined;
    const view = pageViewOf(page, url === lastUrl ? undefined : lastUrl);
    lastUrl = url;
    if (!countsPageViews(publicAddress(pathname, search))) return undefined;
    sendPageView(endpoint, view, transport);
    return view;
  };
}
