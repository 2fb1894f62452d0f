import { COMMON_PASSWORDS_FRONT_CODED } from './common-passwords.generated';

/**
 * Unpacks the generated list: each entry starts with a capital letter, the
 * number of leading characters shared with the entry before (`A` = 0), then the rest.
 */
export function decodeFrontCoded(encoded: string): string[] {
  const parts = encoded.split(/([A-Z])/);
  const words: string[] = [];
  let previous = '';
  for (let index = 1; index < parts.length; index += 2) {
    previous = previous.slice(0, parts[index]!.charCodeAt(0) - 65) + parts[index + 1]!;
    words.push(previous);
  }
  return words;
}

let common: Set<string> | undefined;

/**
 * Whether a password is one of the 10,000 most common ones, in any letter
 * case. The set is built on first use (a few milliseconds), not at cold start.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(decodeFrontCoded(COMMON_PASSWORDS_FRONT_CODED));
  return common.has(password.normalize('NFC').toLowerCase());
}
