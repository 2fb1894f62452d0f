import {
  answerSiteMessage,
  getSiteMessage,
  listSiteMessages,
  setSiteMessageStatus,
} from '@migralink/shared/api/site-messages';
import {
  SITE_MESSAGE_LIMITS,
  type SiteMessage,
  type SiteMessageKind,
  type SiteMessageStatus,
  type SiteMessageSummary,
} from '@migralink/shared/schemas/site-messages';
import { callChecked } from '@/api/checked';
import { checkText } from '@/kit/checks';
import { createForm } from '@/kit/form';
import { createStaffQueue } from '@/kit/staff-queue';

/** Which messages the list shows: one status, and one kind or every kind (`''`). */
export interface InboxFilters {
  readonly status: SiteMessageStatus;
  readonly kind: SiteMessageKind | '';
}

/** What the last action on the opened message came to, told above it. */
export type InboxNotice = { readonly kind: 'answered'; readonly email: string } | { readonly kind: 'status' };

/**
 * The staff inbox's store (docs/product.md, "Forms"; `kit/staff-queue.ts`): the messages of one status and
 * kind (new ones oldest first), a page at a time by cursor; a message opened with its answers; an answer by
 * mail; a status set by hand.
 */
export function createStaffInbox({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const answer = createForm({
    initial: { message: '' },
    checks: { message: checkText(SITE_MESSAGE_LIMITS.answer) },
    onSessionExpired,
  });
  const queue = createStaffQueue<InboxFilters, SiteMessageSummary, SiteMessage, SiteMessageStatus, InboxNotice>({
    onSessionExpired,
    filters: { status: 'new', kind: '' },
    fetchPage: async ({ status, kind }, cursor) =>
      (await callChecked(listSiteMessages, { query: { status, ...(kind && { kind }), ...(cursor && { cursor }) } }))
        .data,
    fetchItem: async (id) => (await callChecked(getSiteMessage, { params: { id } })).data,
    setStatus: async (id, status) =>
      (await callChecked(setSiteMessageStatus, { params: { id }, body: { status } })).data,
    statusNotice: { kind: 'status' },
    onOpen: () => {
      answer.request.reset();
      answer.assign({ message: '' });
    },
  });

  return {
    ...queue,
    answer,
    /** Mails the answer to the sender; the message comes back with it in its thread. */
    sendAnswer: () =>
      answer.submit(async ({ message }) => {
        const id = queue.$open.get();
        if (!id) return;
        const { data } = await callChecked(answerSiteMessage, { params: { id }, body: { message: message.trim() } });
        answer.assign({ message: '' });
        queue.done(data, { kind: 'answered', email: data.email });
      }),
  };
}

export type StaffInbox = ReturnType<typeof createStaffInbox>;
