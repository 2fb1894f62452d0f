import { describe, expect, it } from 'vitest';
import { ApiError } from '@migralink/shared/client';
import type { ErrorBody } from '@migralink/shared/errors';
import { isCodeRejected, isMailCode } from './mail-code';

const CODE = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('isMailCode', () => {
  it('accepts 43 base64url characters', () => {
    expect(CODE).toHaveLength(43);
    expect(isMailCode(CODE)).toBe(true);
  });

  it.each([null, undefined, '', CODE.slice(1), `${CODE}x`, `${CODE.slice(1)}=`, `${CODE.slice(1)}/`])(
    'refuses %j',
    (value) => {
      expect(isMailCode(value)).toBe(false);
    },
  );
});

describe('isCodeRejected', () => {
  const error = (status: number, error_code?: ErrorBody['error_code']) =>
    new ApiError(status, { message: 'x', code: status, ...(error_code ? { error_code } : {}) });

  it.each([
    [error(422, 'invalid_code'), true],
    [error(400, 'invalid_code'), true],
    [error(422, 'validation_failed'), true],
    [error(404, 'not_found'), true],
    [error(410), true],
    [error(429, 'rate_limited'), false],
    [error(500, 'internal_error'), false],
  ])('%s → %s', (failure, rejected) => {
    expect(isCodeRejected(failure)).toBe(rejected);
  });
});
