import { describe, expect, it } from 'vitest';
import { GUESSABLE_BELOW, estimateGuesses, isGuessable } from './password-strength';

describe('estimateGuesses', () => {
  // What @zxcvbn-ts/core 4.2 answers for the same passwords, with @zxcvbn-ts/language-common's keyboards.
  it.each([
    ['aaaaaaaa', 97], // 'a' (12) repeated 8 times, + 1
    [' '.repeat(8), 97],
    ['abcabcabcabc', 53], // 'abc' (13) repeated 4 times, + 1
    ['12345678', 33], // a sequence from an obvious start: 4 × 8, + 1
    ['zyxwvuts', 65], // descending: twice as many
    ['qwertyui', 3025], // a straight walk on the keyboard
    ['ZXCVBNM<>?', 7777], // all of it shifted: twice as many
    ['hjkl;poi', 558_462], // with turns
    ['wsxcde34', 3_451_809],
    ['mju7nhy6', 3_369_232], // two walks
    ['Qwerty!@', 2_602_000], // a walk, then two symbols
    ['7412369', 74_492], // on the keypad
    ['/789632', 410_586],
  ])('%j takes as many guesses as zxcvbn says, %d', (password, guesses) => {
    expect(estimateGuesses(password)).toBeCloseTo(guesses, 0);
  });

  it.each([
    ['31121999', 1999, 1],
    ['19870501', 1987, 1],
    ['01.05.1987', 1987, 4], // a separator: 4 times as many
  ])('%j is a date: years from now, at least 20, × 365', (password, year, separator) => {
    const years = Math.max(Math.abs(new Date().getFullYear() - year), 20);
    expect(estimateGuesses(password)).toBe(years * 365 * separator + 1);
  });

  it.each([
    ['йцукенгш', 2000, 4000], // the Russian keyboard
    ['qwertzuiop', 3000, 5000], // the German one
    ['password1', 5_000, 200_000], // a common password, then a digit
    ['P@ssw0rd!', 50_000, 900_000], // capitalized, l33t, a symbol
    ['iloveyou2024', 100_000, 999_999], // a common password, then a year
  ])('%j falls between %d and %d guesses', (password, low, high) => {
    const guesses = estimateGuesses(password);
    expect(guesses).toBeGreaterThanOrEqual(low);
    expect(guesses).toBeLessThanOrEqual(high);
  });

  it('counts anything without a pattern at 10 guesses a character', () => {
    expect(estimateGuesses('xkqmvbzt')).toBe(1e8 + 1);
    expect(estimateGuesses('correct horse battery staple')).toBeGreaterThan(1e20);
  });

  it('takes a few milliseconds for the longest password the schema accepts', () => {
    const started = performance.now();
    for (const password of ['Zq8!'.repeat(32), 'a'.repeat(128), `${'1'.repeat(64)}${'ab'.repeat(32)}`]) {
      estimateGuesses(password);
    }
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('isGuessable', () => {
  it.each([
    'aaaaaaaa',
    ' '.repeat(8),
    '12345678',
    'qwertyuiop',
    'abcdefgh',
    'password1',
    'asdfghjkl;',
    'ZXCVBNM<>?',
    'Qwerty123!',
    'abcd1234',
    '1234abcd',
    'ytrewq123',
    'ЙЦУКЕНГШЩЗ',
    'фівапролдж',
    '01.05.1987',
    '19870501',
    'sunshine2020',
    'dr0wssap',
    'p4ssw0rd!',
  ])('refuses %j', (password) => {
    expect(isGuessable(password)).toBe(true);
  });

  it.each([
    'correct horse battery staple',
    'Tr0ub4dor&3x',
    'analytical engine 1843',
    'Tropical-otter-lantern-2026',
    'Migralink-2026-vY7q',
    'xkqmvbzt',
    'wiener schnitzel 42',
    'зелёный чай с мятой',
    'qwertyuiop-lighthouse',
  ])('accepts %j', (password) => {
    expect(isGuessable(password)).toBe(false);
  });

  it('draws the line at a million guesses (zxcvbn scores 0 and 1)', () => {
    expect(GUESSABLE_BELOW).toBe(1e6);
  });
});
