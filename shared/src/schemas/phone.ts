import * as z from 'zod/mini';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { rule } from './rules';

/**
 * A phone number of any country, as written by a person, stored as E.164 (`+4930123456`).
 * A module of its own: the numbering plans weigh ~120 KB, and only the schemas that
 * validate a phone (and so only their functions' bundles) import them.
 */
export const phoneNumber = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(32),
    rule('phone', (value: string) => isValidPhoneNumber(value)),
  ),
  z.transform((value: string) => parsePhoneNumberWithError(value).number as string),
);
