import { utcToday } from '@migralink/shared/prices';
import { countClick, countImpression, type Serving } from '#data/advertisements';

/**
 * Impressions and clicks, counted per page view (`docs/product.md`, "Advertising"): the browser names
 * each view with random bits when the page loads, so a search answer cached at the edge and a pre-built
 * page, both shown to many visitors, count each visitor's view. An advertisement not paid and running
 * counts nothing.
 */

/** How long after its impression a view's click still counts (seconds): the claim's life. */
export const VIEW_CLICK_SECONDS = 60 * 60;

/** What one report names: the view's servings shown (each advertisement once) and the one clicked. */
export function servingsOf(
  body: { view: string; shown: readonly string[]; clicked?: string | undefined },
  now = Date.now(),
): { shown: Serving[]; clicked: Serving | undefined } {
  const expiresAt = Math.floor(now / 1000) + VIEW_CLICK_SECONDS;
  const serving = (advertisementId: string): Serving => ({ advertisementId, view: body.view, expiresAt });
  return {
    shown: [...new Set(body.shown)].map(serving),
    clicked: body.clicked === undefined ? undefined : serving(body.clicked),
  };
}

/**
 * Counts the impressions (in parallel), then the click: a click reported with
 * its own impression counts once that impression is claimed.
 */
export async function countServedEvents(servings: { shown: Serving[]; clicked: Serving | undefined }): Promise<void> {
  const today = utcToday();
  await Promise.all(servings.shown.map((serving) => countImpression(serving, today)));
  if (servings.clicked) await countClick(servings.clicked, today);
}
