import { CERTIFICATE_STATUS_LIST, getBit, statusEntryOf } from '@migralink/shared/certificate-status';

/**
 * How a revocation reaches the "Certified" badges of pre-built pages within 5 minutes (docs/product.md,
 * "Certificates"): once the page has loaded, a badge asks its certificate's status list
 * (`GET /v1/certificate-status/{list}`, the signed Bitstring Status List anyone may read, cached at most
 * 5 minutes), one request per list whatever the number of badges, and reads its certificate's bit. Run by
 * `<certificate-badge>` (`certificate-badge-element.ts`), so only on pages with a badge.
 */

/** The bytes of base64url text (a JWT's part, a list's encoding). */
const base64urlBytes = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * The bits of a signed status list: its `credentialSubject.encodedList` (multibase `u`, base64url, gzip).
 * The signature is not checked: the list comes from the page's own origin, as every answer a page shows.
 */
export async function statusListBits(jwt: string): Promise<Uint8Array> {
  const payload = JSON.parse(new TextDecoder().decode(base64urlBytes(jwt.split('.')[1] ?? ''))) as {
    credentialSubject?: { encodedList?: unknown };
  };
  const encoded = payload.credentialSubject?.encodedList;
  if (typeof encoded !== 'string' || !encoded.startsWith('u')) throw new Error('Not a status list');
  const gunzipped = new Blob([base64urlBytes(encoded.slice(1))]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(gunzipped).arrayBuffer());
}

async function fetchStatusList(list: number): Promise<Uint8Array> {
  const answer = await fetch(CERTIFICATE_STATUS_LIST.path.replace('{list}', String(list)), {
    headers: { accept: 'application/json' },
  });
  if (!answer.ok) throw new Error(`Status list ${list}: ${answer.status}`);
  const { data } = (await answer.json()) as { data?: { credential?: unknown } };
  if (typeof data?.credential !== 'string') throw new Error(`Status list ${list}: no credential`);
  return statusListBits(data.credential);
}

/**
 * A page's check: `notRevoked(number)` is true once the certificate's list says its bit is clear; false when
 * it is set, and when the list cannot be read (no answer, no badge: the mark claims nothing it cannot back).
 * Each list is fetched once for all the page's badges.
 */
export function revocationCheck(): (number: string) => Promise<boolean> {
  const lists = new Map<number, Promise<Uint8Array>>();
  return async (number) => {
    try {
      const { list, index } = statusEntryOf(number);
      if (!lists.has(list)) lists.set(list, fetchStatusList(list));
      return !getBit(await lists.get(list)!, index);
    } catch {
      return false;
    }
  };
}

/** The page's one check, shared by its badges. */
const notRevoked = revocationCheck();

let loaded: Promise<unknown> | undefined;
/** The page loaded: the check is no part of what a page needs first. */
const pageLoaded = () =>
  (loaded ??= new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else addEventListener('load', resolve, { once: true });
  }));

/** Shows `badge` (`data-number`) once the page has loaded and its certificate is not revoked; then marks it `data-checked`. */
export async function checkBadge(badge: HTMLElement): Promise<void> {
  await pageLoaded();
  if ((await notRevoked(badge.dataset.number ?? '')) && badge.isConnected) badge.hidden = false;
  badge.toggleAttribute('data-checked', true);
}
