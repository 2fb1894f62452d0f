import * as z from 'zod/mini';
import { parsePhoneNumberWithError, type PhoneNumber } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { rule } from './rules';
import * as commonRules from './rules/common';

/** The number a text writes when it is a valid number of its country, else undefined. */
function validNumber(text: string): PhoneNumber | undefined {
  try {
    const number = parsePhoneNumberWithError(text, metadata);
    return number.isValid() ? number : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A phone number of any country, as written by a person, stored as E.164 (`+4930123456`).
 * A module of its own: the numbering plans weigh ~120 KB, and only the schemas that
 * validate a phone (and so only their functions' bundles) import them; the core
 * functions with the smallest plans passed in, not the wrappers of every function.
 */
export const phoneNumber = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(32),
    rule(commonRules.phone, (value: string) => validNumber(value) !== undefined),
  ),
  z.transform((value: string) => validNumber(value)!.number as string),
);
