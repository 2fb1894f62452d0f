import type { recordAdvertisementEvents } from '@migralink/shared/api/billing';
import { ADVERTISEMENT_EVENTS } from '@migralink/shared/api/endpoints';
import type { RouteInput } from '@migralink/shared/route';
import { browserTransport, sendJson, type Transport } from '@/analytics/beacon';

export type AdvertisementEventsBody = NonNullable<RouteInput<typeof recordAdvertisementEvents>['body']>;

/** The API takes at most this many impressions in one report. */
export const SHOWN_PER_REPORT = 3;

/** The element of an advertised card carries its advertisement's id (`CompanyItem`). */
export const ADVERTISEMENT_ATTRIBUTE = 'data-advertisement';

export interface AdvertisementEvents {
  /** Ids of advertisements now on screen: each reported once per page view, in one report (at most 3 a report). */
  shown(ids: readonly string[]): void;
  /** A click on an advertised card, by its advertisement's id: reported once per page view, without holding the navigation. */
  clicked(id: string): void;
}

/** A page view's id: 128 random bits, 22 base64url characters (`pageViewId` of the contract). */
export function newPageViewId(random: Crypto = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * What one page view showed of the paid placements and which one the visitor
 * chose (the advertisement's impressions and clicks), named by the view's own
 * id: the API counts an impression once per view and advertisement, and a click
 * only after that impression. A placement shown again (another currency
 * re-rendering the same answer) is not reported twice.
 */
export function createAdvertisementEvents(
  send: (body: AdvertisementEventsBody) => void,
  view: string = newPageViewId(),
): AdvertisementEvents {
  const shown = new Set<string>();
  const clicked = new Set<string>();
  return {
    shown(ids) {
      const fresh = [...new Set(ids)].filter((id) => !shown.has(id));
      fresh.forEach((id) => shown.add(id));
      for (let start = 0; start < fresh.length; start += SHOWN_PER_REPORT) {
        send({ view, shown: fresh.slice(start, start + SHOWN_PER_REPORT) });
      }
    },
    clicked(id) {
      if (clicked.has(id)) return;
      clicked.add(id);
      send({ view, shown: [], clicked: id });
    },
  };
}

const idsIn = (node: Node): string[] => {
  if (!(node instanceof Element)) return [];
  const own = node.matches(`[${ADVERTISEMENT_ATTRIBUTE}]`) ? [node] : [];
  return [...own, ...node.querySelectorAll(`[${ADVERTISEMENT_ATTRIBUTE}]`)].flatMap(
    (element) => element.getAttribute(ADVERTISEMENT_ATTRIBUTE) ?? [],
  );
};

/**
 * Watches a page for advertised cards: those in its HTML and those an island
 * renders later (one report per render), and a click on a link or button of
 * one. Plain DOM, so it counts on a pre-built page before its island runs.
 */
export function watchAdvertisements(root: Document, transport: Transport = browserTransport()): AdvertisementEvents {
  const events = createAdvertisementEvents((body) => sendJson(ADVERTISEMENT_EVENTS.path, body, transport));
  events.shown(idsIn(root.documentElement));
  new MutationObserver((records) => {
    events.shown(records.flatMap((record) => [...record.addedNodes].flatMap(idsIn)));
  }).observe(root.body, { childList: true, subtree: true });
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const card = target?.closest(`[${ADVERTISEMENT_ATTRIBUTE}]`);
      const id = card?.getAttribute(ADVERTISEMENT_ATTRIBUTE);
      if (id && target?.closest('a, button')) events.clicked(id);
    },
    { capture: true },
  );
  return events;
}
