import { PAGE_VIEWS } from '@migralink/shared/api/endpoints';
import { browserTransport } from './beacon';
import { createPageViewTracker, type PageSnapshot } from './page-view';

function snapshot(): PageSnapshot {
  return {
    location: window.location,
    title: document.title,
    referrer: document.referrer,
    lang: document.documentElement.lang,
  };
}

/**
 * Starts reporting page views to the API (`POST /v1/page-views`). Route changes: this load, `astro:page-load` (ClientRouter
 * navigations), `popstate` (history navigation inside a page; reported after the
 * page has updated its title) and a page shown again from the back-forward cache.
 */
export function startPageViewTracking(): void {
  const report = createPageViewTracker(PAGE_VIEWS.path, browserTransport(), snapshot);
  report();
  document.addEventListener('astro:page-load', () => report());
  window.addEventListener('popstate', () => setTimeout(() => report(), 0));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) report(true);
  });
}
