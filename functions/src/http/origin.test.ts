import { describe, expect, it } from 'vitest';
import { apiEvent } from '#testing/events';
import { ForbiddenError } from './errors';
import { EDGE_HEADERS } from './edge';
import { REFETCH_AFTER_MS, originCheck } from './origin';

const sending = (value?: string) =>
  apiEvent({ headers: value === undefined ? {} : { [EDGE_HEADERS.originVerify]: value } });

/** A secret store whose versions the test rotates, counting how often it is read. */
function store(...initial: string[]) {
  const state = { versions: initial, reads: 0 };
  return Object.assign(state, {
    load: async () => {
      state.reads++;
      return state.versions;
    },
  });
}

describe('originCheck', () => {
  it('lets every request through, as not from the edge, when no secret is configured', async () => {
    await expect(originCheck(undefined)(sending())).resolves.toBe(false);
    await expect(originCheck(undefined)(sending('anything'))).resolves.toBe(false);
  });

  it('refuses a request without the header or with another value (403), and passes the secret', async () => {
    const check = originCheck(store('s3cret').load);
    await expect(check(sending())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(check(sending('s3cre'))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(check(sending('s3cret '))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(check(sending('s3cret'))).resolves.toBe(true);
  });

  it('accepts both versions during a rotation and the new one once the cache is renewed', async () => {
    let clock = 0;
    const secrets = store('old');
    const check = originCheck(secrets.load, () => clock);
    await expect(check(sending('old'))).resolves.toBe(true);

    secrets.versions = ['new', 'old']; // rotated: AWSCURRENT, AWSPREVIOUS
    await expect(check(sending('old'))).resolves.toBe(true);
    // Within a minute of the last read, an unknown value does not read the store again.
    await expect(check(sending('new'))).rejects.toBeInstanceOf(ForbiddenError);
    expect(secrets.reads).toBe(1);

    clock += REFETCH_AFTER_MS;
    await expect(check(sending('new'))).resolves.toBe(true);
    await expect(check(sending('old'))).resolves.toBe(true);
    expect(secrets.reads).toBe(2);
  });

  it('reads the store at most once a minute however many forged headers arrive', async () => {
    let clock = 0;
    const secrets = store('s3cret');
    const check = originCheck(secrets.load, () => clock);
    for (let i = 0; i < 150; i++) {
      clock += 1000;
      await expect(check(sending(`forged-${i}`))).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(secrets.reads).toBe(1 + Math.floor(150_000 / REFETCH_AFTER_MS));
  });

  it('reads the store again after a failed read', async () => {
    let fail = true;
    const check = originCheck(async () => {
      if (fail) throw new Error('Secrets Manager unreachable');
      return ['s3cret'];
    });
    await expect(check(sending('s3cret'))).rejects.toThrow('unreachable');
    fail = false;
    await expect(check(sending('s3cret'))).resolves.toBe(true);
  });
});
