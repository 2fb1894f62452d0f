import * as z from 'zod/mini';
import type { Rule } from './rules';
import * as commonRules from './rules/common';

/**
 * The texts people write, as every schema takes them: trimmed, bounded, and
 * free of characters that are not text. A single line (a name, a title, an
 * address) refuses control characters (Unicode Cc: NUL, BEL, line breaks,
 * tabs, escape) and format characters (Cf: bidi overrides and isolates, zero
 * width spaces and joiners, soft hyphens), which could break a mail header,
 * reorder what a reader sees, or make a name look empty. Several lines (a
 * message, a description) keep line breaks and tabs but refuse the other
 * control characters and the bidi overrides and isolates. A required text
 * that is only spaces or invisible characters is empty.
 */

/** A joiner between two pictographs builds one emoji (👩‍💻): a part of the text, not a hidden character. */
const NOT_AN_EMOJI_JOINER = '(?!(?<=\\p{Extended_Pictographic}\\uFE0F?)\\u200D(?=\\p{Extended_Pictographic}))';
/** What a single line may not hold: control and format characters, line and paragraph separators. */
const NOT_IN_A_LINE = new RegExp(`${NOT_AN_EMOJI_JOINER}[\\p{Cc}\\p{Cf}\\u2028\\u2029]`, 'gu');
/** What a text of several lines may not hold: control characters but tab, LF and CR; bidi overrides and isolates. */
const NOT_IN_A_TEXT = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
/** Characters that show nothing: spaces, control and format characters, combining marks alone, fillers. */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a text shows anything at all. */
export const isVisible = (text: string): boolean => text.replace(INVISIBLE, '') !== '';
/** Whether a text is one line of plain text. */
export const isSingleLine = (text: string): boolean => text.search(NOT_IN_A_LINE) === -1;
/** Whether a text of several lines is plain text. */
export const isPlainText = (text: string): boolean => text.search(NOT_IN_A_TEXT) === -1;

/** A text made one line of plain text (for a mail's subject and headers): what a line may not hold becomes a space. */
export const toSingleLine = (text: string): string => text.replace(NOT_IN_A_LINE, ' ').replace(/\s+/gu, ' ').trim();
/** A text of several lines made plain text: what it may not hold is left out. */
export const toPlainText = (text: string): string => text.replace(NOT_IN_A_TEXT, '');

const failing = (rule: Rule, valid: (text: string) => boolean, abort = false) =>
  z.refine<string>(valid, { params: { rule }, abort });

function text(max: number, min: number, rule: Rule, valid: (text: string) => boolean) {
  return z.string().check(
    z.trim(),
    // Empty (or invisible) is told once, as empty: the checks after it do not run.
    ...(min > 0 ? [failing(commonRules.required, isVisible, true)] : []),
    z.maxLength(max),
    ...(min > 1 ? [z.minLength(min)] : []),
    failing(rule, valid),
  );
}

/** One line of text, trimmed, at most `max` characters; required (not empty, not invisible) when `min` ≥ 1. */
export const singleLine = (max: number, min = 0) => text(max, min, commonRules.lineCharacters, isSingleLine);

/** Text of several lines, trimmed, at most `max` characters; required when `min` ≥ 1 (and at least `min` long). */
export const multiLine = (max: number, min = 0) => text(max, min, commonRules.textCharacters, isPlainText);
