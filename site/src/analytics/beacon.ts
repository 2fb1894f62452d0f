/** The browser features a report uses; injected so tests can watch them. */
export interface Transport {
  sendBeacon?: (url: string, data: BodyInit) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

const JSON_TYPE = 'application/json';

/** The browser's own: `navigator.sendBeacon` where there is one, and `fetch`. */
export function browserTransport(): Transport {
  return {
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: window.fetch.bind(window),
  };
}

/**
 * Sends a report to the API (same origin) without holding the page: with
 * `navigator.sendBeacon` (survives leaving the page, so a click that navigates
 * is still counted), else `fetch` with `keepalive`. The body is JSON, declared
 * as such (the API refuses other types). Returns whether it was handed over.
 */
export function sendJson(endpoint: string, payload: unknown, transport: Transport): boolean {
  const body = JSON.stringify(payload);
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
