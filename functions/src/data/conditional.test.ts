import { describe, expect, it, vi } from 'vitest';
import { conditionHeld, isConditionFailure, onConditionFailed } from './conditional';

/** Errors as the DynamoDB client names them (`#lib/dynamodb-plugin`). */
const dynamoError = (name: string) => Object.assign(new Error(`DynamoDB.UpdateItem: ${name}`), { name });
const conditionFailure = () => dynamoError('ConditionalCheckFailedException');

describe('isConditionFailure', () => {
  it('is true only for the refusal of a write whose condition failed', () => {
    expect(isConditionFailure(conditionFailure())).toBe(true);
    expect(isConditionFailure(dynamoError('TransactionCanceledException'))).toBe(false);
    expect(isConditionFailure(dynamoError('ValidationException'))).toBe(false);
    expect(isConditionFailure('ConditionalCheckFailedException')).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
  });
});

describe('onConditionFailed', () => {
  it('answers what the write answers, without asking the fallback', async () => {
    const otherwise = vi.fn(() => 'fallback');
    expect(await onConditionFailed(Promise.resolve({ Attributes: { id: 'u1' } }), otherwise)).toEqual({
      Attributes: { id: 'u1' },
    });
    expect(otherwise).not.toHaveBeenCalled();
  });

  it('answers the fallback when the condition failed, awaiting it', async () => {
    expect(await onConditionFailed(Promise.reject(conditionFailure()), () => undefined)).toBeUndefined();
    expect(await onConditionFailed(Promise.reject(conditionFailure()), async () => 'read again')).toBe('read again');
  });

  it('throws what the fallback throws', async () => {
    const stale = new Error('changed meanwhile');
    const failing = onConditionFailed(Promise.reject(conditionFailure()), () => {
      throw stale;
    });
    await expect(failing).rejects.toBe(stale);
  });

  it('throws any other error as it is, without asking the fallback', async () => {
    const otherwise = vi.fn(() => 'fallback');
    const other = dynamoError('ProvisionedThroughputExceededException');
    await expect(onConditionFailed(Promise.reject(other), otherwise)).rejects.toBe(other);
    await expect(
      onConditionFailed(Promise.reject(dynamoError('TransactionCanceledException')), otherwise),
    ).rejects.toThrow('TransactionCanceledException');
    expect(otherwise).not.toHaveBeenCalled();
  });
});

describe('conditionHeld', () => {
  it('is true when written, false when the condition failed, and throws any other error', async () => {
    expect(await conditionHeld(Promise.resolve({}))).toBe(true);
    expect(await conditionHeld(Promise.reject(conditionFailure()))).toBe(false);
    const other = dynamoError('ValidationException');
    await expect(conditionHeld(Promise.reject(other))).rejects.toBe(other);
  });
});
