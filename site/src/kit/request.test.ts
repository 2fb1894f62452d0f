import { describe, expect, it } from 'vitest';
import { IDLE, requestReducer, type RequestState } from './request';

const failed: RequestState<'email'> = {
  phase: 'failed',
  problems: { general: { key: 'errors.network' }, fields: { email: { key: 'errors.field.email' } } },
};

describe('the phases of a request (docs/product.md, "Request phases")', () => {
  it('starts loading with the previous error cleared', () => {
    expect(requestReducer(failed, { type: 'start' })).toEqual({ phase: 'loading', problems: { fields: {} } });
  });

  it('ends without an error on success', () => {
    expect(requestReducer({ phase: 'loading', problems: { fields: {} } }, { type: 'succeed' })).toEqual({
      phase: 'done',
      problems: { fields: {} },
    });
  });

  it('ends with the parsed error on failure', () => {
    expect(
      requestReducer({ phase: 'loading', problems: { fields: {} } }, { type: 'fail', problems: failed.problems }),
    ).toEqual(failed);
  });

  it('resets to idle, but not in the middle of a request', () => {
    expect(requestReducer(failed, { type: 'reset' })).toBe(IDLE);
    const loading: RequestState<'email'> = { phase: 'loading', problems: { fields: {} } };
    expect(requestReducer(loading, { type: 'reset' })).toBe(loading);
  });
});
