import { atom, type ReadableAtom } from 'nanostores';
import { listStaffCompanies, setStaffCompanyPublished } from '@migralink/shared/api/staff';
import type { StaffCompany } from '@migralink/shared/schemas/staff';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { describeWithRefusal } from '@/kit/problems';
import { createRequest } from '@/kit/request';

/**
 * The companies screen's store (docs/product.md, "Staff area"): companies by the beginning of their name, a page
 * at a time by cursor; publishing or unpublishing one, whose answer updates its line.
 */
export function createStaffCompanies({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<StaffCompany>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const change = createRequest<never>({ fields: [], onSessionExpired, describe: describeWithRefusal });
  const $searched = atom<string | null>(null);
  /** The company the last publishing or unpublishing was about, where its outcome is told. */
  const $changing = atom<string | null>(null);

  const fetchPage = async (cursor?: string) =>
    (await callChecked(listStaffCompanies, { query: { name: $searched.get() ?? '', ...(cursor && { cursor }) } })).data;

  return {
    list,
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
    setPublished(uuid: string, published: boolean): Promise<boolean> {
      $changing.set(uuid);
      return change.run(async () => {
        const { data } = await callChecked(setStaffCompanyPublished, { params: { uuid }, body: { published } });
        const now = list.$state.get();
        if (now.status !== 'ready') return;
        const items = now.data.items.map((item) => (item.uuid === uuid ? { ...item, ...data } : item));
        list.set({ ...now.data, items });
      });
    },
  };
}

export type StaffCompaniesStore = ReturnType<typeof createStaffCompanies>;
