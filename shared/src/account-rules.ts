/**
 * The account rules as plain values, without zod: the contract's schemas
 * (`schemas/auth.ts`) are built on them, and the sign-in and registration
 * pages check with them before sending, so those pages carry no schema code.
 */

/** OWASP: at least 8 characters, long passphrases welcome, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Control characters (Unicode category Cc: U+0000–U+001F, U+007F–U+009F): NUL, tab, line breaks, escape.
 * Nobody types them into a password field; accepted, they would make `\0\0\0\0\0\0\0\0` a password.
 */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/** An e-mail address as people use them (zod's default pattern): a local part, `@`, a domain with a dot. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The longest address SMTP delivers (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** International format (E.164): `+` and 8 to 15 digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

export const NAME_MAX_LENGTH = 80;

/** The image types an upload accepts. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The types a certificate application's document may have (the `certificate_document` upload purpose). */
export const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;
