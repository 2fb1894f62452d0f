import { describe, expect, it } from 'vitest';
import type { UnreadCounts } from '@migralink/shared/schemas/leads';
import { testSession } from './testing';
import { createAuthStore } from '@/stores/auth';
import { createUnreadStore, UNREAD_STORAGE_KEY } from './unread';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A token whose `exp` is a day away, so the auth store keeps it. */
const token = (name: string) => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, name }))}.s`;

const counts = (new_messages: number, new_leads = 0): UnreadCounts => ({ new_leads, new_messages });

/** What the API answers, each call held until the test gives its answer. */
function heldApi() {
  const pending: { give: (answer: UnreadCounts) => void; fail: (error: Error) => void }[] = [];
  const fetchCounts = () =>
    new Promise<UnreadCounts>((give, fail) => {
      pending.push({ give, fail });
    });
  return { fetchCounts, pending };
}

/** One tab of the site: its auth and unread stores over the browser's (shared) storage. */
function tab(storage: ReturnType<typeof memoryStorage>, api = heldApi()) {
  const auth = createAuthStore(storage, undefined);
  return { auth, api, unread: createUnreadStore({ $auth: auth.$auth, storage, fetchCounts: api.fetchCounts }) };
}

describe('the unread counts', () => {
  it("shows the session's counts until the API answers, then the API's, which the next page shows from the start", async () => {
    const storage = memoryStorage();
    const first = tab(storage);
    first.auth.signIn(testSession(token('ann'), { new_messages: 0 }));
    expect(first.unread.$unread.get()).toEqual(counts(0));

    // Answers came after the sign-in: the session still says 0, the API says 2.
    const asked = first.unread.refresh();
    first.api.pending[0]!.give(counts(2));
    await asked;
    expect(first.unread.$unread.get()).toEqual(counts(2));

    const next = tab(storage);
    expect(next.auth.$auth.get().user?.new_messages).toBe(0);
    expect(next.unread.$unread.get()).toEqual(counts(2));
  });

  it('lowers at once what was read, and drops an answer asked for before the read', async () => {
    const storage = memoryStorage();
    const { auth, unread, api } = tab(storage);
    auth.signIn(testSession(token('ann'), { new_messages: 3 }));
    const early = unread.refresh();
    unread.lower('new_messages', 2);
    expect(unread.$unread.get()).toEqual(counts(1));
    api.pending[0]!.give(counts(3));
    await early;
    expect(unread.$unread.get()).toEqual(counts(1));

    // Never below zero; a failed question keeps what is shown.
    unread.lower('new_messages', 5);
    expect(unread.$unread.get()).toEqual(counts(0));
    const failed = unread.refresh();
    api.pending[1]!.fail(new TypeError('Failed to fetch'));
    await failed;
    expect(unread.$unread.get()).toEqual(counts(0));
  });

  it('is followed by the other tabs of the same user, and never shows another user their counts', () => {
    const storage = memoryStorage();
    const reading = tab(storage);
    reading.auth.signIn(testSession(token('ann'), { new_messages: 2 }));
    const other = tab(storage);
    expect(other.unread.$unread.get()).toEqual(counts(2));

    reading.unread.lower('new_messages', 2);
    other.unread.reload(); // The storage event.
    expect(other.unread.$unread.get()).toEqual(counts(0));

    // Someone else signs in: their session's counts, not the stored ones of the user before.
    const stored = storage.data.get(UNREAD_STORAGE_KEY);
    reading.auth.signIn(testSession(token('bob'), { uuid: 'u-2', new_messages: 4 }));
    expect(reading.unread.$unread.get()).toEqual(counts(4));
    storage.data.set(UNREAD_STORAGE_KEY, stored!);
    reading.unread.reload();
    expect(reading.unread.$unread.get()).toEqual(counts(4));
  });

  it('keeps the counts when a profile is saved under the same session, and forgets them on sign-out', () => {
    const storage = memoryStorage();
    const { auth, unread } = tab(storage);
    const session = testSession(token('ann'), { new_messages: 2 });
    auth.signIn(session);
    unread.lower('new_messages', 1);
    auth.updateUser({ ...session.user, first_name: 'Anna' });
    expect(unread.$unread.get()).toEqual(counts(1));

    auth.signOut();
    expect(unread.$unread.get()).toBeUndefined();
    expect(storage.data.has(UNREAD_STORAGE_KEY)).toBe(false);
  });
});
