import type { AppealMessageBody } from '@migralink/shared/schemas/appeals';
import { APPEAL_LIMITS } from '@migralink/shared/schemas/appeals';
import { checkText } from '@/kit/checks';
import { createForm } from '@/kit/form';
import { uploadAttachment } from './attachment';

/** What a message form holds: the text and the file chosen, if any. */
export interface MessageValues {
  readonly message: string;
  readonly file: File | null;
}

/**
 * A message of a thread as a form (the user's reply, support's answer): the text checked, the file uploaded
 * when it is sent, then `send` with the body the route takes; emptied once sent.
 */
export function createMessageForm({
  onSessionExpired,
  send,
}: {
  readonly onSessionExpired: () => void;
  readonly send: (body: AppealMessageBody) => Promise<void>;
}) {
  const form = createForm<MessageValues>({
    initial: { message: '', file: null },
    checks: { message: checkText(APPEAL_LIMITS.message) },
    fields: ['attachment'],
    onSessionExpired,
  });
  return {
    form,
    submit: () =>
      form.submit(async ({ message, file }) => {
        const attachment = file ? await uploadAttachment(file) : undefined;
        await send({ message: message.trim(), ...(attachment && { attachment }) });
        form.assign({ message: '', file: null });
      }),
  };
}
export type MessageForm = ReturnType<typeof createMessageForm>;
