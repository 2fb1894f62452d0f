import {
  CONTROL_CHARACTER,
  DOCUMENT_TYPES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  IMAGE_TYPES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from '@migralink/shared/account-rules';
import type { Problem } from './problems';

/**
 * Checks run in the browser before a form is sent, with the contract's own rules
 * (`shared/account-rules.ts`, which the schemas are built on, so the pages carry
 * no schema code), and the user sees our texts at once. The API checks again;
 * its answers are shown the same way.
 */
type Check = (value: string) => Problem | undefined;

export const POSITION_MAX_LENGTH = 120;

const required: Check = (value) => (value.trim() ? undefined : { key: 'errors.field.required' });

export const checkEmail: Check = (value) =>
  required(value) ?? (isEmail(value.trim()) ? undefined : { key: 'errors.field.email' });

function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Sign-in takes any non-empty password: the rules apply when one is chosen. */
export const checkAnyPassword: Check = (value) => (value ? undefined : { key: 'errors.field.required' });

export const checkNewPassword: Check = (value): Problem | undefined => {
  if (!value) return { key: 'errors.field.required' };
  if (value.length < PASSWORD_MIN_LENGTH)
    return { key: 'errors.field.password_length', params: { min: PASSWORD_MIN_LENGTH } };
  if (value.length > PASSWORD_MAX_LENGTH) return { key: 'errors.field.too_long', params: { max: PASSWORD_MAX_LENGTH } };
  if (CONTROL_CHARACTER.test(value)) return { key: 'errors.field.password_characters' };
  return undefined;
};

export const checkName: Check = (value) =>
  required(value) ??
  (value.trim().length > NAME_MAX_LENGTH
    ? { key: 'errors.field.too_long', params: { max: NAME_MAX_LENGTH } }
    : undefined);

/** A text of at most `max` characters (trimmed); required unless `optional`. */
export const checkText =
  (max: number, { optional = false } = {}): Check =>
  (value) => {
    const text = value.trim();
    if (!text) return optional ? undefined : { key: 'errors.field.required' };
    return text.length > max ? { key: 'errors.field.too_long', params: { max } } : undefined;
  };

/** An optional phone: empty is fine, anything else must be international (`+` and 8 to 15 digits). */
export const checkOptionalPhone: Check = (value) => {
  const phone = normalizePhone(value);
  if (!phone) return undefined;
  return PHONE_PATTERN.test(phone) ? undefined : { key: 'errors.field.phone' };
};

export const checkPosition: Check = (value) =>
  value.trim().length > POSITION_MAX_LENGTH
    ? { key: 'errors.field.too_long', params: { max: POSITION_MAX_LENGTH } }
    : undefined;

/** People type spaces, dashes, dots and brackets in phone numbers; the API takes `+` and digits only. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/** The repeated new password must be the same. */
export function checkRepeat(password: string, repeat: string): Problem | undefined {
  if (!repeat) return { key: 'errors.field.required' };
  return password === repeat ? undefined : { key: 'errors.field.passwords_differ' };
}

/** Only the image types the avatar upload accepts. */
export function checkImage(file: Pick<File, 'type'>): Problem | undefined {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) ? undefined : { key: 'errors.field.image_type' };
}

/** Only the document types a certificate application's upload accepts (PDF or an image). */
export function checkDocument(file: Pick<File, 'type'>): Problem | undefined {
  return (DOCUMENT_TYPES as readonly string[]).includes(file.type) ? undefined : { key: 'errors.field.document_type' };
}
