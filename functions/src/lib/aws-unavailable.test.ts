import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './aws-unavailable';

/** Failures as the clients throw them: aws-lite tags its errors with the service and the answer's status. */
const awsLite = (fields: Record<string, unknown>) =>
  Object.assign(new Error(`@aws-lite/client: DynamoDB.GetItem: ${String(fields.message ?? 'failed')}`), {
    service: 'dynamodb',
    ...fields,
    message: `@aws-lite/client: DynamoDB.GetItem: ${String(fields.message ?? 'failed')}`,
  });

describe('isServiceUnavailable', () => {
  it.each([
    ['a refused connection', awsLite({ message: 'connect ECONNREFUSED 127.0.0.1:8000' })],
    ['a reset keep-alive socket', awsLite({ message: 'socket hang up' })],
    ['a 5xx answer', awsLite({ statusCode: 500, name: 'InternalServerError' })],
    ['throttling', awsLite({ statusCode: 400, name: 'ProvisionedThroughputExceededException' })],
    ['an SDK timeout', Object.assign(new Error('timed out'), { name: 'TimeoutError', $metadata: {} })],
    ['a raw network error', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
  ])('is true for %s', (_, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a failed condition', awsLite({ statusCode: 400, name: 'ConditionalCheckFailedException' })],
    ['a validation error of the request', awsLite({ statusCode: 400, name: 'ValidationException' })],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
  ])('is false for %s', (_, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });
});

describe('the error answer of a call whose service cannot be reached', () => {
  it('is a 503 in the error shape, in the caller language', async () => {
    const { errorResponse } = await import('../http/error-response');
    const request = {
      event: { headers: { 'x-localization': 'uk' } },
      error: awsLite({ message: 'connect ECONNREFUSED 127.0.0.1:8000' }),
      response: undefined,
    };
    errorResponse().onError!(request as never);
    const response = request.response as unknown as { statusCode: number; body: string };
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.body)).toEqual({
      code: 503,
      error_code: 'service_unavailable',
      message: expect.stringMatching(/[А-Яа-яІі]/),
    });
  });
});
