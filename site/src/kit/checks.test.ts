import { describe, expect, it } from 'vitest';
import {
  checkAnyPassword,
  checkEmail,
  checkImage,
  checkName,
  checkNewPassword,
  checkOptionalPhone,
  checkPosition,
  checkRepeat,
  normalizePhone,
} from './checks';
import { validate } from './form';
import type { Problem } from './problems';

const keyOf = (problem: Problem | undefined) => (problem && 'key' in problem ? problem.key : undefined);

describe('the browser-side checks use the contract’s rules', () => {
  it.each([
    ['', 'errors.field.required'],
    ['   ', 'errors.field.required'],
    ['ann', 'errors.field.email'],
    ['ann@', 'errors.field.email'],
    ['ann@example.com', undefined],
    [' ann@example.com ', undefined],
  ])('e-mail %j → %s', (value, key) => {
    expect(keyOf(checkEmail(value))).toBe(key);
  });

  it.each([
    ['', { key: 'errors.field.required' }],
    ['1234567', { key: 'errors.field.password_length', params: { min: 8 } }],
    ['12345678', undefined],
    ['x'.repeat(129), { key: 'errors.field.too_long', params: { max: 128 } }],
    ['\0'.repeat(8), { key: 'errors.field.password_characters' }],
    ['pass\tphrase words', { key: 'errors.field.password_characters' }],
    ['two words\u007F', { key: 'errors.field.password_characters' }],
    ['a passphrase with spaces', undefined],
  ])('new password %j → %j', (value, problem) => {
    expect(checkNewPassword(value)).toEqual(problem);
  });

  it('lets any non-empty password sign in', () => {
    expect(checkAnyPassword('1')).toBeUndefined();
    expect(checkAnyPassword('')).toEqual({ key: 'errors.field.required' });
  });

  it.each([
    ['', undefined],
    ['+49 30 1234 5678', undefined],
    ['+380 (50) 123-45-67', undefined],
    ['0301234567', 'errors.field.phone'],
    ['+0123456789', 'errors.field.phone'],
    ['+1234', 'errors.field.phone'],
    ['+4930abc45678', 'errors.field.phone'],
  ])('optional phone %j → %s', (value, key) => {
    expect(keyOf(checkOptionalPhone(value))).toBe(key);
  });

  it('normalizes a phone to + and digits', () => {
    expect(normalizePhone(' +380 (50) 123-45.67 ')).toBe('+380501234567');
  });

  it.each([
    ['', 'errors.field.required'],
    [' ', 'errors.field.required'],
    ['Ann', undefined],
    ['x'.repeat(81), 'errors.field.too_long'],
  ])('name %j → %s', (value, key) => {
    expect(keyOf(checkName(value))).toBe(key);
  });

  it('limits the position', () => {
    expect(checkPosition('')).toBeUndefined();
    expect(checkPosition('x'.repeat(121))).toEqual({ key: 'errors.field.too_long', params: { max: 120 } });
  });

  it('compares the repeated password', () => {
    expect(checkRepeat('secret-1', 'secret-1')).toBeUndefined();
    expect(checkRepeat('secret-1', 'secret-2')).toEqual({ key: 'errors.field.passwords_differ' });
    expect(checkRepeat('secret-1', '')).toEqual({ key: 'errors.field.required' });
  });

  it.each([
    ['image/png', undefined],
    ['image/jpeg', undefined],
    ['image/webp', undefined],
    ['image/gif', 'errors.field.image_type'],
    ['application/pdf', 'errors.field.image_type'],
    ['', 'errors.field.image_type'],
  ])('avatar type %j → %s', (type, key) => {
    expect(keyOf(checkImage({ type }))).toBe(key);
  });

  it('validates a whole form, field by field', () => {
    expect(
      validate(
        { email: 'ann', password: '', phone: '' },
        { email: checkEmail, password: checkNewPassword, phone: checkOptionalPhone },
      ),
    ).toEqual({ fields: { email: { key: 'errors.field.email' }, password: { key: 'errors.field.required' } } });
  });
});
