import { isCommonPassword } from './common-passwords';

/**
 * How many guesses an attacker needs for a password, estimated as zxcvbn does
 * (Wheeler, "zxcvbn: Low-Budget Password Strength Estimation", USENIX Security
 * 2016) and with its figures, reduced to what decides whether a password falls
 * below {@link GUESSABLE_BELOW}. zxcvbn sees a password as a sequence of
 * patterns and estimates `l! × Π guesses + 10⁴^(l-1)` for `l` of them; three
 * or more are never below 10⁸, so here a password is one pattern or two. A
 * pattern is a repeated run, a sequence (`abcd`, `8642`), a walk on a keyboard
 * (US, German, French, Russian, Ukrainian) or keypad, a date or year, one of
 * the common passwords (any case, reversed, l33t), or else 10 guesses a
 * character. `@zxcvbn-ts/core` itself does not fit in the bundles (README).
 */
export const GUESSABLE_BELOW = 1e6;

/** Whether a password is estimated to fall within a million guesses (zxcvbn scores 0 and 1). */
export const isGuessable = (password: string): boolean => estimateGuesses(password) < GUESSABLE_BELOW;

/** The estimated number of guesses; the same as zxcvbn's for the patterns above. */
export function estimateGuesses(password: string): number {
  return estimate([...password.normalize('NFC')], new Map());
}

/** zxcvbn's extra guesses for each further pattern: a sequence of patterns costs at least 10⁴^(l-1) more. */
const PER_EXTRA_PATTERN = 10_000;
/**
 * zxcvbn counts a listed password as its rank in the list; ours is kept sorted, not by frequency, so each
 * counts as the expected tries to find one of its 10,000 entries: half of them.
 */
const COMMON_RANK = 5_000;
const REFERENCE_YEAR = new Date().getFullYear();
const MIN_YEAR_SPACE = 20;

type Memo = Map<string, number>;

/** The fewest guesses of one pattern for the whole, or of two patterns that split it. */
function estimate(chars: string[], memo: Memo): number {
  let best = patternGuesses(chars, memo) + 1;
  // Two patterns never take fewer than 10⁴ guesses: below that, no split can do better.
  for (let split = 1; split < chars.length && best > PER_EXTRA_PATTERN; split++) {
    const first = Math.max(patternGuesses(chars.slice(0, split), memo), split === 1 ? 10 : 50);
    const rest = chars.length - split;
    const second = Math.max(patternGuesses(chars.slice(split), memo), rest === 1 ? 10 : 50);
    best = Math.min(best, 2 * first * second + PER_EXTRA_PATTERN);
  }
  return best;
}

/** The guesses of a token taken as one pattern, the cheapest that explains all of it. */
function patternGuesses(chars: string[], memo: Memo): number {
  const token = chars.join('');
  let guesses = memo.get(token);
  if (guesses === undefined) {
    const bruteforce = Math.max(Math.min(10 ** chars.length, Number.MAX_VALUE), chars.length === 1 ? 11 : 51);
    guesses = Math.min(
      bruteforce,
      repeatGuesses(chars, memo),
      sequenceGuesses(chars),
      spatialGuesses(chars),
      dateGuesses(token),
      commonGuesses(chars),
    );
    memo.set(token, guesses);
  }
  return guesses;
}

/** `abcabcabc`: the guesses of its shortest repeated run, times the repeats. */
function repeatGuesses(chars: string[], memo: Memo): number {
  for (let period = 1; period <= chars.length / 2; period++) {
    if (chars.length % period === 0 && chars.every((char, index) => char === chars[index % period])) {
      return estimate(chars.slice(0, period), memo) * (chars.length / period);
    }
  }
  return Infinity;
}

/** Characters whose codes step by the same 1 to 5: `abcd`, `1357`, `zyxw`. */
function sequenceGuesses(chars: string[]): number {
  if (chars.length < 2) return Infinity;
  const codes = chars.map((char) => char.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (step === 0 || Math.abs(step) > 5 || (chars.length === 2 && Math.abs(step) !== 1)) {
    return Infinity;
  }
  if (codes.some((code, index) => index > 0 && code - codes[index - 1]! !== step)) return Infinity;
  const first = chars[0]!;
  const starts = 'aAzZ019'.includes(first) ? 4 : /\d/.test(first) ? 10 : 26;
  return starts * (step > 0 ? 1 : 2) * chars.length;
}

interface Board {
  /** Each unshifted key's place: row, and column in key widths (rows are staggered as on the device). */
  keys: Map<string, { row: number; x: number }>;
  /** Symbols typed with Shift, and the key they are on. */
  shifted: Map<string, string>;
  /** A keypad's keys touch diagonally too; a keyboard's rows are staggered. */
  keypad: boolean;
  /** zxcvbn's figures for every board: starting keys and average neighbours of its US keyboard and its keypad. */
  starts: number;
  degree: number;
}

function board(rows: string[], offsets: number[], keypad: boolean, shiftedRows: string[] = []): Board {
  const keys = new Map<string, { row: number; x: number }>();
  const shifted = new Map<string, string>();
  rows.forEach((keysOfRow, row) =>
    [...keysOfRow].forEach((key, column) => {
      keys.set(key, { row, x: offsets[row]! + column });
      const withShift = shiftedRows[row]?.[column];
      if (withShift) shifted.set(withShift, key);
    }),
  );
  return { keys, shifted, keypad, starts: keypad ? 15 : 94, degree: keypad ? 76 / 15 : 216 / 47 };
}

/** Where each row's first key starts, in key widths: ANSI keyboards, and ISO ones with a key left of Z. */
const ANSI = [0, 1.5, 1.75, 2.25];
const ISO = [0, 1.5, 1.75, 1.25];
let boards: Board[] | undefined;

/** Built on first use: the US, German, French, Russian and Ukrainian keyboards and a numeric keypad. */
const allBoards = (): Board[] =>
  (boards ??= [
    board(['`1234567890-=', 'qwertyuiop[]\\', "asdfghjkl;'", 'zxcvbnm,./'], ANSI, false, [
      '~!@#$%^&*()_+',
      'QWERTYUIOP{}|',
      'ASDFGHJKL:"',
      'ZXCVBNM<>?',
    ]),
    board(['^1234567890ß´', 'qwertzuiopü+', 'asdfghjklöä#', '<yxcvbnm,.-'], ISO, false, [
      '°!"§$%&/()=?`',
      'QWERTZUIOPÜ*',
      "ASDFGHJKLÖÄ'",
      '>YXCVBNM;:_',
    ]),
    board(['²&é"\'(-è_çà)=', 'azertyuiop^$', 'qsdfghjklmù*', '<wxcvbn,;:!'], ISO, false, [
      '³1234567890°+',
      'AZERTYUIOP¨£',
      'QSDFGHJKLM%µ',
      '>WXCVBN?./§',
    ]),
    board(['ё1234567890-=', 'йцукенгшщзхъ\\', 'фывапролджэ', 'ячсмитьбю.'], ANSI, false),
    board(["'1234567890-=", 'йцукенгшщзхї\\', 'фівапролджє', 'ячсмитьбю.'], ANSI, false),
    board(['/*-', '789+', '456', '123', '0.'], [1, 0, 0, 0, 1], true),
  ]);

/** `qwerty`, `zaq12wsx`, `йцукен`, `147896`: each key next to the one before, on one board. */
function spatialGuesses(chars: string[]): number {
  return chars.length < 3 ? Infinity : Math.min(...allBoards().map((on) => walkGuesses(on, chars)));
}

function walkGuesses(on: Board, chars: string[]): number {
  let turns = 0;
  let shifts = 0;
  let direction = '';
  let previous: { row: number; x: number } | undefined;
  for (const char of chars) {
    const unshifted = on.shifted.get(char) ?? char.toLowerCase();
    const place = on.keys.get(unshifted);
    if (!place) return Infinity;
    if (unshifted !== char) shifts++;
    if (previous) {
      const rows = place.row - previous.row;
      const columns = place.x - previous.x;
      const touching = on.keypad
        ? Math.abs(rows) <= 1 && Math.abs(columns) <= 1
        : (rows === 0 && Math.abs(columns) === 1) || (Math.abs(rows) === 1 && Math.abs(columns) < 1);
      if (!touching || (rows === 0 && columns === 0)) return Infinity;
      const next = `${rows}${Math.sign(columns)}`;
      if (next !== direction) turns++;
      direction = next;
    }
    previous = place;
  }
  let guesses = 0;
  for (let length = 2; length <= chars.length; length++) {
    for (let turn = 1; turn <= Math.min(turns, length - 1); turn++) {
      guesses += choose(length - 1, turn - 1) * on.starts * on.degree ** turn;
    }
  }
  return guesses * (shifts ? mixes(shifts, chars.length - shifts) : 1);
}

/** A date of 4 to 8 digits, or three numbers with one separator between them: `3112`, `1.5.1990`, `19901231`. */
function dateGuesses(token: string): number {
  if (/^(19|20)\d\d$/.test(token)) return yearSpace(Number(token));
  const separated = /^(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})$/.exec(token);
  const splits: string[][] = separated ? [[separated[1]!, separated[3]!, separated[4]!]] : [];
  if (!separated && /^\d{4,8}$/.test(token)) {
    for (let first = 1; first < token.length - 1; first++) {
      for (let second = first + 1; second < token.length; second++) {
        splits.push([token.slice(0, first), token.slice(first, second), token.slice(second)]);
      }
    }
  }
  const years = splits.flatMap(([a, b, c]) => [yearOf(a!, b!, c!), yearOf(c!, a!, b!)]).filter((year) => year > 0);
  return years.length ? Math.min(...years.map(yearSpace)) * 365 * (separated ? 4 : 1) : Infinity;
}

const yearSpace = (year: number) => Math.max(Math.abs(year - REFERENCE_YEAR), MIN_YEAR_SPACE);

/** The year of a date read as year, then day and month in either order; 0 if it is not one. */
function yearOf(year: string, one: string, other: string): number {
  const [a, b] = [Number(one), Number(other)];
  const dayMonth =
    one.length <= 2 && other.length <= 2 && a >= 1 && b >= 1 && Math.min(a, b) <= 12 && Math.max(a, b) <= 31;
  if (!dayMonth) return 0;
  if (year.length === 2) return Number(year) + (Number(year) > 50 ? 1900 : 2000);
  return year.length === 4 && Number(year) >= 1000 && Number(year) <= 2050 ? Number(year) : 0;
}

/** Digits and symbols read as letters (`p@ssw0rd`); `1` and `|` are tried as `i` and as `l`. */
const LEET = new Map('4a @a 8b (c 3e 6g 9g !i 0o $s 5s 7t +t %x 2z'.split(' ').map((pair) => [pair[0]!, pair[1]!]));

/** One of the common passwords, in any letter case, reversed, or with l33t digits or symbols (`p@ssw0rd`). */
function commonGuesses(chars: string[]): number {
  const lower = chars.map((char) => char.toLowerCase());
  const cases = caseVariations(chars);
  let guesses = isCommonPassword(lower.join('')) ? COMMON_RANK * cases : Infinity;
  if (isCommonPassword(lower.toReversed().join(''))) guesses = Math.min(guesses, COMMON_RANK * cases * 2);
  for (const ambiguous of ['i', 'l']) {
    const plain = lower.map((char) => (char === '1' || char === '|' ? ambiguous : (LEET.get(char) ?? char)));
    if (plain.some((char, index) => char !== lower[index]) && isCommonPassword(plain.join(''))) {
      guesses = Math.min(guesses, COMMON_RANK * cases * leetVariations(lower, plain));
    }
  }
  return guesses;
}

/** zxcvbn's letter-case variations: 1 in lower case; 2 capitalized, all upper case, or only the last upper. */
function caseVariations(chars: string[]): number {
  const upper = chars.filter((char) => char !== char.toLowerCase()).length;
  const lower = chars.filter((char) => char !== char.toUpperCase()).length;
  if (!upper) return 1;
  const first = chars[0]!;
  const last = chars.at(-1)!;
  const capitalized = upper === 1 && (first !== first.toLowerCase() || last !== last.toLowerCase());
  return capitalized || !lower ? 2 : mixes(upper, lower);
}

/** For each letter written as a digit or symbol: in how many ways it could be mixed with the plain letter. */
function leetVariations(written: string[], plain: string[]): number {
  let variations = 1;
  for (const symbol of new Set(written.filter((char, index) => char !== plain[index]))) {
    const letter = plain[written.indexOf(symbol)]!;
    const subbed = written.filter((char) => char === symbol).length;
    const unsubbed = written.filter((char) => char === letter).length;
    variations *= unsubbed ? mixes(subbed, unsubbed) : 2;
  }
  return variations;
}

/** Ways to mark up to min(a, b) of a + b positions (zxcvbn's count of mixed variants). */
function mixes(a: number, b: number): number {
  if (!a || !b) return 2;
  let sum = 0;
  for (let count = 1; count <= Math.min(a, b); count++) sum += choose(a + b, count);
  return sum;
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let index = 1; index <= k; index++) result = (result * (n - index + 1)) / index;
  return result;
}
