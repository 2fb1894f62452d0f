import { atom, type ReadableAtom } from 'nanostores';
import { getMyAppeal, listMyAppeals, openAppeal, replyToAppeal } from '@migralink/shared/api/appeals';
import { APPEAL_LIMITS, type Appeal, type AppealSummary } from '@migralink/shared/schemas/appeals';
import { callChecked } from '@/api/checked';
import { checkText } from '@/kit/checks';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';
import { uploadAttachment } from '../attachment';
import { createMessageForm, type MessageValues } from '../message-form';

/** What the screen shows: the list, the form of a new appeal, or one appeal opened. */
export type MyAppealsView =
  { readonly kind: 'list' } | { readonly kind: 'new' } | { readonly kind: 'open'; readonly id: string };

export interface NewAppealValues extends MessageValues {
  readonly subject: string;
  readonly about_company: boolean;
}

/** What the last action came to, told above the opened appeal. */
export type MyAppealsNotice = 'sent' | 'replied' | null;

/**
 * The user's appeals (docs/product.md, "Customer support"): their list, newest first, by cursor; a new one
 * (subject, text, a file, about their company); one opened with its thread and a reply, which makes it wait
 * for support again (a closed one is reopened).
 */
export function createMyAppeals({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<AppealSummary>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const item = createLoader<Appeal>({ onSessionExpired });
  const $view = atom<MyAppealsView>({ kind: 'list' });
  const $notice = atom<MyAppealsNotice>(null);
  const newAppeal = createForm<NewAppealValues>({
    initial: { subject: '', message: '', file: null, about_company: false },
    checks: { subject: checkText(APPEAL_LIMITS.subject), message: checkText(APPEAL_LIMITS.message) },
    fields: ['attachment'],
    onSessionExpired,
  });

  const fetchPage = async (cursor?: string) =>
    (await callChecked(listMyAppeals, { query: cursor ? { cursor } : {} })).data;
  const loadList = () => list.load(async () => firstCursorPage(await fetchPage()));
  const loadItem = (id: string) => item.load(async () => (await callChecked(getMyAppeal, { params: { id } })).data);

  const reply = createMessageForm({
    onSessionExpired,
    send: async (body) => {
      const view = $view.get();
      if (view.kind !== 'open') return;
      await callChecked(replyToAppeal, { params: { id: view.id }, body });
      $notice.set('replied');
      item.set((await callChecked(getMyAppeal, { params: { id: view.id } })).data);
    },
  });

  function open(id: string): Promise<void> {
    $view.set({ kind: 'open', id });
    reply.form.request.reset();
    return loadItem(id);
  }

  return {
    list,
    more,
    item,
    newAppeal,
    reply,
    $view: $view as ReadableAtom<MyAppealsView>,
    $notice: $notice as ReadableAtom<MyAppealsNotice>,
    /** The list, the appeal the address names (`?id=`), or the new appeal's form (`?new=1`). */
    start(id: string | null, startNew: boolean): Promise<void> {
      if (startNew) $view.set({ kind: 'new' });
      return Promise.all([loadList(), id ? open(id) : undefined]).then(() => undefined);
    },
    retry: () => list.retry(),
    retryItem: () => item.retry(),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
    open(id: string): Promise<void> {
      $notice.set(null);
      return open(id);
    },
    startNew(): void {
      newAppeal.request.reset();
      $view.set({ kind: 'new' });
    },
    /** Back to the list, loaded again (a reply or an answer may have changed a status). */
    back(): Promise<void> {
      $view.set({ kind: 'list' });
      item.cancel();
      return loadList();
    },
    /** Opens the appeal (its file uploaded first) and shows it. */
    sendNew: () =>
      newAppeal.submit(async ({ subject, message, file, about_company }) => {
        const attachment = file ? await uploadAttachment(file) : undefined;
        const body = {
          subject: subject.trim(),
          message: message.trim(),
          about_company,
          ...(attachment && { attachment }),
        };
        const { data } = await callChecked(openAppeal, { body });
        newAppeal.assign({ subject: '', message: '', file: null, about_company: false });
        $notice.set('sent');
        await open(data.id);
      }),
  };
}
export type MyAppeals = ReturnType<typeof createMyAppeals>;
