import type { FormKind, FormToken } from '@migralink/shared/schemas/forms';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { FORM_TIMING } from '#http/limits';
import { ValidationError } from '#http/errors';
import { jwtSecret } from '#lib/secrets';
import { signFieldsWith, verifiedFields } from '#lib/tokens';
import * as formsRules from '@migralink/shared/schemas/rules/forms';

/**
 * Form tokens (README.md beside this file): `<kind>.<issued at, ms, base 36>.<HMAC>`, signed fields
 * (`lib/tokens.ts`) under the key the access tokens are signed with. Stateless: the server learns from
 * it when the form opened without storing anything.
 */
const PURPOSE = 'form-token:v1';

/** The token of a form of `kind` opened at `issuedAt` (epoch ms), under `key`. */
export const signFormToken = (key: Uint8Array, kind: FormKind, issuedAt: number): string =>
  signFieldsWith(key, PURPOSE, [kind, Math.floor(issuedAt).toString(36)]);

/** A token for a form of `kind` that opens now, and when the form may be sent with it. */
export async function issueFormToken(kind: FormKind, now = Date.now()): Promise<FormToken> {
  const { minAgeMs, maxAgeMs } = FORM_TIMING[kind];
  return { token: signFormToken(await jwtSecret(), kind, now), ready_in_ms: minAgeMs, expires_in_ms: maxAgeMs };
}

/** When a token says its form of `kind` opened; undefined when it is no token of ours for that kind. */
async function issuedAtOf(token: string, kind: FormKind): Promise<number | undefined> {
  const [tokenKind, time] = (await verifiedFields(PURPOSE, token, 2)) ?? [];
  return tokenKind === kind && time && /^[0-9a-z]{1,12}$/.test(time) ? parseInt(time, 36) : undefined;
}

/**
 * Checks the token a form of `kind` sent back: refused with 422 at `field`, in the caller's language,
 * when it is missing, forged or for another kind (reload the page), sent sooner after the form opened
 * than a person fills it in (send it again), or older than the token lives (expired).
 */
export async function checkFormToken(
  token: string | undefined,
  kind: FormKind,
  locale: Locale,
  { field = 'form_token', now = Date.now() }: { field?: string; now?: number } = {},
): Promise<void> {
  const issuedAt = token ? await issuedAtOf(token, kind) : undefined;
  const { minAgeMs, maxAgeMs } = FORM_TIMING[kind];
  const age = issuedAt === undefined ? undefined : now - issuedAt;
  // A token from the future (beyond a little clock drift between servers) was not issued by us as it says.
  const refused =
    age === undefined || age < -FORM_TIMING_SKEW_MS
      ? formsRules.formToken
      : age < minAgeMs
        ? formsRules.tooFast
        : age > maxAgeMs
          ? formsRules.formExpired
          : undefined;
  if (refused) throw new ValidationError({ [field]: [ruleMessage(refused, locale)] });
}

/** How far servers' clocks may disagree. */
const FORM_TIMING_SKEW_MS = 5_000;
