import { isLocale, type Locale } from '@migralink/shared/locales';
import { localeOfPath } from '../urls/localized-url';

const JSON_TYPE = 'application/json';

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

/** The browser features a report uses; injected so tests can watch them. */
export interface Transport {
  sendBeacon?: (url: string, data: BodyInit) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

/**
 * Sends one page view to the API (same origin): `navigator.sendBeacon` (survives
 * leaving the page), else `fetch` with `keepalive`. The body is JSON, declared
 * as such (the API refuses other types). Returns whether it was handed over.
 */
export function sendPageView(endpoint: string, view: PageView, transport: Transport): boolean {
  const body = JSON.stringify(view);
  try {
    if (transport.sendBeacon?.(endpoint, new Blob([body], { type: JSON_TYPE }))) return true;
  } catch {
    // Some browsers throw instead of returning false; fall through to fetch.
  }
  if (!transport.fetch) return false;
  transport
    .fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': JSON_TYPE } })
    .catch(() => undefined);
  return true;
}

/**
 * Reports each route change once: the first load, Astro's `astro:page-load`
 * (which also fires on the first load when the ClientRouter is used) and history
 * navigation all call `report`; the same URL twice in a row is one view, and a
 * hash change is not a new page. `force` reports the current page again (a page
 * restored from the back-forward cache is a new view of it).
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
    sendPageView(endpoint, view, transport);
    return view;
  };
}
