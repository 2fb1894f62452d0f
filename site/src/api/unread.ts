import { atom, type ReadableAtom } from 'nanostores';
import type { getUnreadCounts } from '@migralink/shared/api/leads';
import { UNREAD_COUNTS } from '@migralink/shared/api/endpoints';
import type { UnreadCounts } from '@migralink/shared/schemas/leads';
import { $auth as auth$, browserStorage, type AuthState, type KeyValueStorage } from '@/stores/auth';

/**
 * What the signed-in user has not read yet: the header's badge beside "My requests"
 * (`new_messages`, the unread answers to their leads) and `new_leads`. A count on
 * screen follows the data it counts, so it is not the profile kept with the session
 * (that one is as old as the sign-in): the API's answer of each page load
 * (`GET /v1/account/unread`), lowered at once by a read in any tab. Kept in
 * localStorage beside the session, for the user it belongs to, so other tabs
 * follow (`storage` event) and a page shows the last known counts before its own answer.
 */
export const UNREAD_STORAGE_KEY = 'migralink.unread';

type Stored = UnreadCounts & { readonly user: string };

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { user, new_leads, new_messages } = value as Record<string, unknown>;
  return typeof user === 'string' && [new_leads, new_messages].every((n) => Number.isInteger(n) && Number(n) >= 0);
}

export interface UnreadStoreOptions {
  readonly $auth: ReadableAtom<AuthState>;
  readonly storage: KeyValueStorage | undefined;
  /** Asks the API for the signed-in user's counts. */
  readonly fetchCounts: () => Promise<UnreadCounts>;
}

export interface UnreadStore {
  /** The signed-in user's counts; undefined when nobody is. */
  readonly $unread: ReadableAtom<UnreadCounts | undefined>;
  /** Asks the API; the answer replaces the counts unless they changed since it was asked. A failure keeps them. */
  refresh(): Promise<void>;
  /** `by` of `kind` were just read (the API has lowered them already): shown at once, here and in other tabs. */
  lower(kind: keyof UnreadCounts, by: number): void;
  /** Reads the stored counts again (another tab changed them). */
  reload(): void;
}

export function createUnreadStore({ $auth, storage, fetchCounts }: UnreadStoreOptions): UnreadStore {
  /** The stored counts of the signed-in user, else those of the profile the session came with. */
  const read = (): UnreadCounts | undefined => {
    const { user } = $auth.get();
    if (!user) return undefined;
    try {
      const stored: unknown = JSON.parse(storage?.getItem(UNREAD_STORAGE_KEY) ?? 'null');
      if (isStored(stored) && stored.user === user.uuid)
        return { new_leads: stored.new_leads, new_messages: stored.new_messages };
    } catch {
      // A damaged value: the session's counts.
    }
    return { new_leads: user.new_leads, new_messages: user.new_messages };
  };

  const $unread = atom<UnreadCounts | undefined>(read());
  /** Bumped by every change: an answer asked for before one is dropped. */
  let version = 0;

  const keep = (counts: UnreadCounts | undefined) => {
    version += 1;
    $unread.set(counts);
    const { user } = $auth.get();
    try {
      if (counts && user) storage?.setItem(UNREAD_STORAGE_KEY, JSON.stringify({ user: user.uuid, ...counts }));
      else storage?.removeItem(UNREAD_STORAGE_KEY);
    } catch {
      // A full or locked storage: the counts last for this page.
    }
  };

  // A new session (sign-in here or in another tab, sign-out) comes with its own counts; a profile
  // saved under the same session does not change them (its counts may be older than a read since).
  let token = $auth.get().token;
  $auth.listen((state) => {
    if (state.token === token) return;
    token = state.token;
    keep(state.user ? { new_leads: state.user.new_leads, new_messages: state.user.new_messages } : undefined);
  });

  return {
    $unread,
    async refresh() {
      const { user } = $auth.get();
      if (!user) return;
      const mine = ++version;
      try {
        const counts = await fetchCounts();
        if (mine === version && $auth.get().user?.uuid === user.uuid) keep(counts);
      } catch {
        // Offline, or a session the API no longer accepts: the last known counts stay.
      }
    },
    lower(kind, by) {
      const counts = $unread.get();
      if (counts && by > 0) keep({ ...counts, [kind]: Math.max(0, counts[kind] - by) });
    },
    reload() {
      version += 1;
      $unread.set(read());
    },
  };
}

const store = createUnreadStore({
  $auth: auth$,
  storage: browserStorage(),
  // The API client loads with the first question, so a guest's pages carry none of it for the header.
  fetchCounts: async () => {
    const { callApi } = await import('./client');
    return (await callApi<typeof getUnreadCounts>(UNREAD_COUNTS, {})).data;
  },
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === UNREAD_STORAGE_KEY || event.key === null) store.reload();
  });
}

export const $unread = store.$unread;
export const refreshUnread = store.refresh;
export const lowerUnread = store.lower;
