import * as z from 'zod/mini';

/**
 * Form tokens: a public form asks for one when it opens and sends it back with
 * what was filled in; the server measures from it how long the form was open
 * (the client's own clock is not believed). One kind per form family.
 */
export const FORM_KINDS = ['lead', 'contact', 'feedback', 'improvement', 'mailing'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** `GET /v1/forms/token?kind=…` */
export const formTokenQuery = z.object({ kind: z.enum(FORM_KINDS) });

/** A signed token and when it can be used, in ms from now (both measured by the server). */
export const formToken = z.object({
  token: z.string(),
  /** Sent sooner than this after it was issued, a form is refused as too quick: the form waits this long to send. */
  ready_in_ms: z.number(),
  /** Sent later than this, the token has expired: the form asks for a new one. */
  expires_in_ms: z.number(),
});
export type FormToken = z.infer<typeof formToken>;

/** The token as a form sends it back (`form_token`). */
export const formTokenField = z.string().check(z.minLength(1), z.maxLength(200));
