import { atom, type ReadableAtom } from 'nanostores';
import { getStaffCompany, listStaffCompanies, setStaffCompanyPublished } from '@migralink/shared/api/staff';
import type { StaffCompany, StaffCompanyDetail } from '@migralink/shared/schemas/staff';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { describeWithRefusal } from '@/kit/problems';
import { createRequest } from '@/kit/request';

/**
 * The companies screen's store (docs/product.md, "Staff area"): companies by the beginning of their name, a page
 * at a time by cursor; one company opened with its audit trail; publishing or unpublishing one, whose answer
 * updates its line (the opened company is read again: its trail has a new entry).
 */
export function createStaffCompanies({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<StaffCompany>>({ onSessionExpired });
  const item = createLoader<StaffCompanyDetail>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const change = createRequest<never>({ fields: [], onSessionExpired, describe: describeWithRefusal });
  const $searched = atom<string | null>(null);
  /** The company the last publishing or unpublishing was about, where its outcome is told. */
  const $changing = atom<string | null>(null);

  const fetchPage = async (cursor?: string) =>
    (await callChecked(listStaffCompanies, { query: { name: $searched.get() ?? '', ...(cursor && { cursor }) } })).data;
  const read = (uuid: string) => item.load(async () => (await callChecked(getStaffCompany, { params: { uuid } })).data);

  return {
    list,
    item,
    more,
    change,
    $searched: $searched as ReadableAtom<string | null>,
    $changing: $changing as ReadableAtom<string | null>,
    search(name: string): Promise<void> {
      $searched.set(name.trim());
      $changing.set(null);
      return list.load(async () => firstCursorPage(await fetchPage()));
    },
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
    open: (uuid: string) => {
      $changing.set(null);
      return read(uuid);
    },
    setPublished(uuid: string, published: boolean): Promise<boolean> {
      $changing.set(uuid);
      return change.run(async () => {
        const { data } = await callChecked(setStaffCompanyPublished, { params: { uuid }, body: { published } });
        const opened = item.$state.get();
        if (opened.status === 'ready' && opened.data.company.uuid === uuid) await read(uuid);
        const now = list.$state.get();
        if (now.status !== 'ready') return;
        const items = now.data.items.map((item) => (item.uuid === uuid ? { ...item, ...data } : item));
        list.set({ ...now.data, items });
      });
    },
  };
}

export type StaffCompaniesStore = ReturnType<typeof createStaffCompanies>;
