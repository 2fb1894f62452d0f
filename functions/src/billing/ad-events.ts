import type { Locale } from '@migralink/shared/locales';
import { utcToday } from '@migralink/shared/prices';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { countClick, countImpression, type Serving } from '#data/advertisements';
import { ValidationError } from '#http/errors';
import { readServeToken } from './ad-tokens';

/**
 * Impressions and clicks, counted by the tokens a search served its
 * advertisements with (`ad-tokens.ts`). A token this service did not sign,
 * changed, or past its life is refused at its field (422), and the report
 * counts nothing; an advertisement not paid and running counts nothing.
 */

/** The servings a report names, each read from its token; 422 at the field of any that is not valid. */
export async function readServings(
  body: { shown: readonly string[]; clicked?: string | undefined },
  locale: Locale,
  now = Date.now(),
): Promise<{ shown: Serving[]; clicked: Serving | undefined }> {
  const errors: Record<string, string[]> = {};
  const read = async (token: string, field: string) => {
    const serving = await readServeToken(token, now);
    if (!serving) errors[field] = [ruleMessage('ad_token', locale)];
    return serving;
  };
  const shown = await Promise.all(body.shown.map((token, index) => read(token, `shown.${index}`)));
  const clicked = body.clicked === undefined ? undefined : await read(body.clicked, 'clicked');
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const unique = new Map(shown.map((serving) => [serving!.nonce, serving!]));
  return { shown: [...unique.values()], clicked };
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
