import { describe, expect, it } from 'vitest';
import { ApiError } from '@migralink/shared/client';
import type { ErrorBody } from '@migralink/shared/errors';
import { ContractMismatchError } from '@/api/answers';
import { StorageUploadError, describeError, hasProblems, isAnswered, isSessionExpired, problemText } from './problems';

const LOGIN = { fields: ['email', 'password'] } as const;
const apiError = (status: number, body: Partial<ErrorBody> = {}) =>
  new ApiError(status, { message: 'message from the API', code: status, ...body });

describe('describeError: what a form shows for a failed call', () => {
  it('puts the API’s field messages under their fields, with a general hint', () => {
    const error = apiError(422, {
      error_code: 'validation_failed',
      errors: { email: ['Неверный email'], password: ['Слишком короткий', 'Нужно ≥8'] },
    });
    expect(describeError(error, LOGIN)).toEqual({
      general: { key: 'errors.code.validation_failed' },
      fields: { email: { text: 'Неверный email' }, password: { text: 'Слишком короткий Нужно ≥8' } },
    });
  });

  it('reads nested paths as their field', () => {
    const error = apiError(422, { error_code: 'validation_failed', errors: { 'email.0': ['bad'] } });
    expect(describeError(error, LOGIN).fields).toEqual({ email: { text: 'bad' } });
  });

  it('shows messages about fields the form does not have as the general message', () => {
    const error = apiError(422, {
      error_code: 'validation_failed',
      errors: { email: ['bad e-mail'], _: ['Unknown key "x"'], role: ['invalid role'] },
    });
    expect(describeError(error, LOGIN)).toEqual({
      general: { text: 'Unknown key "x" invalid role' },
      fields: { email: { text: 'bad e-mail' } },
    });
  });

  it.each([
    ['invalid_credentials', 401],
    ['rate_limited', 429],
    ['invalid_code', 422],
    ['upload_rejected', 422],
    ['internal_error', 500],
  ] as const)('explains %s (%i) with our own text', (code, status) => {
    expect(describeError(apiError(status, { error_code: code }), LOGIN)).toEqual({
      general: { key: `errors.code.${code}` },
      fields: {},
    });
  });

  it('can place a code on a field instead (a wrong current password)', () => {
    const error = apiError(401, { error_code: 'invalid_credentials' });
    expect(
      describeError(error, {
        fields: ['current_password', 'password'],
        codeFields: { invalid_credentials: 'current_password' },
      }),
    ).toEqual({ fields: { current_password: { key: 'errors.code.invalid_credentials' } } });
  });

  it('keeps the API’s own field message over the code’s text', () => {
    const error = apiError(422, { error_code: 'invalid_credentials', errors: { current_password: ['wrong'] } });
    expect(
      describeError(error, { fields: ['current_password'], codeFields: { invalid_credentials: 'current_password' } }),
    ).toEqual({ fields: { current_password: { text: 'wrong' } } });
  });

  it.each([
    [401, 'errors.code.unauthenticated'],
    [403, 'errors.code.forbidden'],
    [404, 'errors.code.not_found'],
    [413, 'errors.code.payload_too_large'],
    [429, 'errors.code.rate_limited'],
    [502, 'errors.code.internal_error'],
    [418, 'errors.generic'],
  ])('falls back to the status %i without an error code', (status, key) => {
    expect(describeError(apiError(status), LOGIN).general).toEqual({ key });
  });

  it('ignores an error code it does not know', () => {
    const error = apiError(429, { error_code: 'brand_new_code' as never });
    expect(describeError(error, LOGIN).general).toEqual({ key: 'errors.code.rate_limited' });
  });

  it('calls a failure without an answer a network problem', () => {
    expect(describeError(new TypeError('Failed to fetch'), LOGIN)).toEqual({
      general: { key: 'errors.network' },
      fields: {},
    });
  });

  it('calls an answer that breaks the contract a generic failure', () => {
    expect(describeError(new ContractMismatchError('signin'), LOGIN).general).toEqual({ key: 'errors.generic' });
  });

  it.each([
    [403, 'errors.code.upload_rejected'],
    [400, 'errors.code.upload_rejected'],
    [0, 'errors.network'],
  ])('explains a storage upload failing with %i', (status, key) => {
    expect(describeError(new StorageUploadError(status), LOGIN).general).toEqual({ key });
  });
});

describe('isSessionExpired', () => {
  it.each([
    [apiError(401, { error_code: 'unauthenticated' }), true],
    [apiError(401), true],
    [apiError(401, { error_code: 'invalid_credentials' }), false],
    [apiError(403, { error_code: 'forbidden' }), false],
    [new TypeError('offline'), false],
  ])('%s → %s', (error, expired) => {
    expect(isSessionExpired(error)).toBe(expired);
  });
});

describe('isAnswered', () => {
  it.each([
    [apiError(500), true],
    [apiError(401), true],
    [new ContractMismatchError('getProfile'), true],
    [new TypeError('Failed to fetch'), false],
    [new StorageUploadError(0), false],
  ])('%s → %s', (error, answered) => {
    expect(isAnswered(error)).toBe(answered);
  });
});

describe('problemText and hasProblems', () => {
  const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;

  it('renders our texts with their parameters and the API’s texts as they are', () => {
    expect(problemText(t, { key: 'errors.field.password_length', params: { min: 8 } })).toBe(
      'errors.field.password_length{"min":8}',
    );
    expect(problemText(t, { text: 'from the API' })).toBe('from the API');
    expect(problemText(t, undefined)).toBeUndefined();
  });

  it('tells whether there is anything to show', () => {
    expect(hasProblems({ fields: {} })).toBe(false);
    expect(hasProblems({ fields: { email: { text: 'x' } } })).toBe(true);
    expect(hasProblems({ general: { key: 'errors.generic' }, fields: {} })).toBe(true);
  });
});
