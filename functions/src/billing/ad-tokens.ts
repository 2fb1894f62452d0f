import { randomBytes } from 'node:crypto';
import { signFields, verifiedFields } from '#lib/tokens';

/**
 * The token a search answer carries for each advertisement it shows: the
 * advertisement's id, when it was served and a random nonce, signed by the
 * functions. The events route counts an impression once per token and a click
 * only for a token whose impression was counted, so the statistics count what
 * was really served, once each (ACCESS-PATTERNS.md A5).
 */

const PURPOSE = 'advertisement-served';

/** How long a served advertisement may report its impression and its click. */
export const AD_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** A token read back: whose it is, its nonce (the once-only key) and when it stops counting (epoch seconds). */
export interface ServedAdvertisement {
  advertisementId: string;
  nonce: string;
  expiresAt: number;
}

/** Signs one serving of an advertisement (no request: a local HMAC). */
export function serveToken(advertisementId: string, now = Date.now()): Promise<string> {
  const servedAt = Math.floor(now / 1000);
  return signFields(PURPOSE, [advertisementId, String(servedAt), randomBytes(16).toString('base64url')]);
}

/** What a token names, if this service signed it and it is still alive; `undefined` otherwise. */
export async function readServeToken(token: string, now = Date.now()): Promise<ServedAdvertisement | undefined> {
  const fields = await verifiedFields(PURPOSE, token, 3);
  if (!fields) return undefined;
  const [advertisementId, servedAt, nonce] = fields as [string, string, string];
  const served = Number(servedAt);
  const seconds = Math.floor(now / 1000);
  if (!/^\d+$/.test(servedAt) || served > seconds + 60) return undefined;
  const expiresAt = served + AD_TOKEN_LIFETIME_SECONDS;
  return expiresAt > seconds ? { advertisementId, nonce, expiresAt } : undefined;
}
