import { answerAppeal, getStaffAppeal, listAppealQueue, setAppealStatus } from '@migralink/shared/api/appeals';
import type { AppealStatus, AppealSummary, StaffAppeal } from '@migralink/shared/schemas/appeals';
import { callChecked } from '@/api/checked';
import { createStaffQueue } from '@/kit/staff-queue';
import { createMessageForm } from '../message-form';

/** What the last action on the opened appeal came to, told above it. */
export type QueueNotice = 'answered' | 'status';

const fetchAppeal = async (id: string) => (await callChecked(getStaffAppeal, { params: { id } })).data;

/**
 * Support's queue (docs/product.md, "Customer support"; `kit/staff-queue.ts`): the appeals of one status
 * (open ones the longest waiting first), a page at a time by cursor; one opened with its thread and,
 * read-only, its account and company; an answer (mailed to the user); a status by hand, each read again.
 */
export function createAppealQueue({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const queue = createStaffQueue<{ status: AppealStatus }, AppealSummary, StaffAppeal, AppealStatus, QueueNotice>({
    onSessionExpired,
    filters: { status: 'open' },
    fetchPage: async ({ status }, cursor) =>
      (await callChecked(listAppealQueue, { query: { status, ...(cursor && { cursor }) } })).data,
    fetchItem: fetchAppeal,
    setStatus: async (id, status) => {
      await callChecked(setAppealStatus, { params: { id }, body: { status } });
      return fetchAppeal(id);
    },
    statusNotice: 'status',
    onOpen: () => answer.form.request.reset(),
  });
  const answer = createMessageForm({
    onSessionExpired,
    send: async (body) => {
      const id = queue.$open.get();
      if (!id) return;
      await callChecked(answerAppeal, { params: { id }, body });
      queue.done(await fetchAppeal(id), 'answered');
    },
  });
  return {
    ...queue,
    answer,
    /** Shows another status, from its first page. */
    show: (status: AppealStatus) => queue.filter({ status }),
  };
}
export type AppealQueue = ReturnType<typeof createAppealQueue>;
