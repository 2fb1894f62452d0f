import { createHmac, randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import { MAILING_CONSENT, MAILING_CONSENT_VERSION } from '@migralink/shared/mailing-consent';
import type { ConsentEntry } from '#data/mailing';
import { jwtSecret } from '#lib/secrets';

/**
 * The consent ledger's entries (docs/product.md, "Mailing lists"): what each records and why is in
 * README.md beside this file ("The consent ledger").
 */

/**
 * The client's address as the ledger keeps it: HMAC-SHA256 under the tokens' key with a label of its own,
 * base64url. Anyone holding an address can prove it made a request (compute and compare); nobody reading
 * the ledger learns an address, and none can be found by trying the 2³² IPv4 addresses without the key.
 */
export async function ipDigest(ip: string): Promise<string> {
  return createHmac('sha256', await jwtSecret())
    .update(`mailing-consent-ip:v1\n${ip}`)
    .digest('base64url');
}

/** The statement agreed to, word for word, in the language it was shown in. */
export const statementIn = (locale: Locale) => ({
  version: MAILING_CONSENT_VERSION,
  locale,
  text: MAILING_CONSENT[locale],
});

/** A new ledger entry at `at` (ISO), with a fresh id. */
export const entry = (fields: Omit<ConsentEntry, 'id'>): ConsentEntry => ({ id: randomUUID(), ...fields });
