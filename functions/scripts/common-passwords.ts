import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@migralink/shared/account-rules';

/**
 * How the blocklist of common passwords is chosen and packed. The generator
 * writes its output with these functions, and a unit test compares the
 * committed module with what they make of the installed package, so the two
 * cannot drift apart.
 */

/** How many of the most common passwords (of a length the schema accepts) are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The first `count` entries of a frequency-ranked list that the password schema
 * would accept (8–128 characters), lower-cased, without repeats, sorted
 * (code-unit order, as `frontCode` needs).
 */
export function selectCommonPasswords(ranked: readonly string[], count = COMMON_PASSWORD_COUNT): string[] {
  const chosen = new Set<string>();
  for (const entry of ranked) {
    if (chosen.size >= count) break;
    const password = entry.normalize('NFC').toLowerCase();
    if (password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && !/\s/.test(password)) {
      chosen.add(password);
    }
  }
  return [...chosen].sort();
}

/** The longest prefix an entry may share with the one before: `A` (0) to `Z` (25). */
const MAX_SHARED = 25;

/**
 * Front coding of a sorted list of lower-case words, as zxcvbn packs its
 * dictionaries: each entry is one capital letter, the number of leading
 * characters it shares with the entry before (`A` = 0, `B` = 1, …), then the
 * rest. Capitals never occur in the words, so they need no separator, and
 * sorted passwords share long prefixes: about half the size of the plain list.
 */
export function frontCode(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((word) => {
      if (/[A-Z]/.test(word)) throw new Error(`"${word}" has a capital letter, which the coding uses`);
      let shared = 0;
      while (shared < MAX_SHARED && shared < previous.length && previous[shared] === word[shared]) shared++;
      previous = word;
      return `${String.fromCharCode(65 + shared)}${word.slice(shared)}`;
    })
    .join('');
}
