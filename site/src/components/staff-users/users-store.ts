import { atom, type ReadableAtom } from 'nanostores';
import { grantRole } from '@migralink/shared/api/accounts';
import { blockUser, getStaffUser, searchUsers, unblockUser } from '@migralink/shared/api/staff';
import type { Role } from '@migralink/shared/enums';
import type { StaffUser, StaffUserDetail } from '@migralink/shared/schemas/staff';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { describeWithRefusal } from '@/kit/problems';
import { createRequest } from '@/kit/request';

/**
 * The users screen's store (docs/product.md, "Staff area"): users by the beginning of their e-mail, a page at a
 * time by cursor; one user opened with its audit trail; a role change, a block and an unblock, after each of
 * which the user is read again (its audit trail has a new entry).
 */
export function createStaffUsers({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<StaffUser>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const item = createLoader<StaffUserDetail>({ onSessionExpired });
  const change = createRequest<never>({ fields: [], onSessionExpired, describe: describeWithRefusal });
  const $searched = atom<string | null>(null);

  const fetchPage = async (cursor?: string) =>
    (await callChecked(searchUsers, { query: { email: $searched.get() ?? '', ...(cursor && { cursor }) } })).data;
  const read = (uuid: string) => item.load(async () => (await callChecked(getStaffUser, { params: { uuid } })).data);

  /** Runs a change of the opened user, then reads it again. */
  const changeOpened = (act: (uuid: string) => Promise<unknown>) => {
    const state = item.$state.get();
    if (state.status !== 'ready') return Promise.resolve(false);
    const { uuid } = state.data.user;
    return change.run(async () => {
      await act(uuid);
      await read(uuid);
    });
  };

  return {
    list,
    more,
    item,
    change,
    /** The text searched for; null before the first search. */
    $searched: $searched as ReadableAtom<string | null>,
    search(email: string): Promise<void> {
      $searched.set(email.trim());
      return list.load(async () => firstCursorPage(await fetchPage()));
    },
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
    open: (uuid: string) => {
      change.reset();
      return read(uuid);
    },
    setRole: (role: Role) => changeOpened((uuid) => callChecked(grantRole, { params: { uuid }, body: { role } })),
    setBlocked: (blocked: boolean) =>
      changeOpened((uuid) => callChecked(blocked ? blockUser : unblockUser, { params: { uuid } })),
  };
}

export type StaffUsersStore = ReturnType<typeof createStaffUsers>;
