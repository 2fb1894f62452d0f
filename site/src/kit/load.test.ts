import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@migralink/shared/client';
import { createLoader } from './load';

const later = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};

describe('a loader store', () => {
  it('is loading, then ready with the data', async () => {
    const loader = createLoader<string>();
    const loading = loader.load(async () => 'data');
    expect(loader.$state.get()).toEqual({ status: 'loading' });
    await loading;
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 'data' });
  });

  it('fails with the error, and retries the same load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce('data');
    const loader = createLoader<string>();
    await loader.load(load);
    expect(loader.$state.get()).toEqual({ status: 'failed', error: new TypeError('offline') });
    await loader.retry();
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 'data' });
  });

  it('drops an earlier answer that arrives after a later one', async () => {
    const first = later<string>();
    const loader = createLoader<string>();
    const slow = loader.load(() => first.promise);
    await loader.load(async () => 'second');
    first.resolve('first');
    await slow;
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 'second' });
  });

  it('drops what arrives after cancel', async () => {
    const answer = later<string>();
    const loader = createLoader<string>();
    const loading = loader.load(() => answer.promise);
    loader.cancel();
    answer.reject(new TypeError('offline'));
    await loading;
    expect(loader.$state.get()).toEqual({ status: 'loading' });
  });

  it('hands an expired session to its handler instead of failing', async () => {
    const onSessionExpired = vi.fn();
    const loader = createLoader<string>({ onSessionExpired });
    await loader.load(() => Promise.reject(new ApiError(401, { message: 'Expired', code: 401 })));
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(loader.$state.get()).toEqual({ status: 'loading' });
  });

  it('ends the session on the failures it is told to', async () => {
    const onSessionExpired = vi.fn();
    const loader = createLoader<string>({ onSessionExpired, endsSession: (error) => error instanceof ApiError });
    await loader.load(() => Promise.reject(new ApiError(500, { message: 'Broken', code: 500 })));
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(loader.$state.get()).toEqual({ status: 'loading' });
    await loader.load(() => Promise.reject(new TypeError('offline')));
    expect(loader.$state.get()).toEqual({ status: 'failed', error: new TypeError('offline') });
  });

  it('takes data the screen already has', () => {
    const loader = createLoader<string>();
    loader.set('saved');
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 'saved' });
  });
});
