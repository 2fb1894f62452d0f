import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, frontCode, selectCommonPasswords } from '../../scripts/common-passwords';
import { COMMON_PASSWORDS_FRONT_CODED } from './common-passwords.generated';
import { decodeFrontCoded, isCommonPassword } from './common-passwords';

describe('the committed list of common passwords', () => {
  const committed = decodeFrontCoded(COMMON_PASSWORDS_FRONT_CODED);

  it('is exactly what the generator makes of the installed package (regenerate it if this fails)', () => {
    expect(committed).toEqual(selectCommonPasswords(dictionary['passwords-common']));
  });

  it('holds the most common passwords the schema would accept, at least 3,000 of them', () => {
    expect(committed).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(3000);
    expect(new Set(committed).size).toBe(committed.length);
    for (const password of committed) expect(password.length).toBeGreaterThanOrEqual(8);
    const ranked = dictionary['passwords-common'].filter((password) => password.length >= 8);
    expect(committed).toEqual(expect.arrayContaining(ranked.slice(0, 100)));
  });
});

describe('front coding', () => {
  it('gives back the same sorted list, with long shared prefixes and symbols', () => {
    const long = 'x'.repeat(30);
    const words = [
      '!@#$%^&*',
      '1234567890',
      '12345678901',
      'abcdefgh',
      'abcdefghij',
      'abcdefgz',
      'b',
      long,
      `${long}y`,
    ];
    const encoded = frontCode(words);
    expect(encoded.startsWith('A!@#$%^&*A1234567890K1Aabcdefgh')).toBe(true);
    expect(decodeFrontCoded(encoded)).toEqual(words);
  });

  it('refuses words with capitals, which the coding uses as markers', () => {
    expect(() => frontCode(['Password'])).toThrow(/capital/);
  });
});

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', 'Password1', 'qwertyuiop', 'QwErTyUiOp', 'iloveyou', '12345678'])(
    'knows %s in any letter case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse battery staple', 'Migralink-2026-vY7q', 'pässwörd-noch-nie-gesehen'])(
    'does not refuse the uncommon %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
