import type { Appeal, AppealMessage, AppealSummary } from '@migralink/shared/schemas/appeals';
import type { AppealFile, AppealMessageRecord, AppealRecord, AppealThread } from '#data/appeals';
import { readLink } from '#uploads/bucket';
import { FILE_EXTENSIONS, type FileType } from '#uploads/purposes';

/** How long a link to an appeal's file reads it (docs/product.md, "Customer support"). */
export const ATTACHMENT_LINK_SECONDS = 5 * 60;

/** An appeal as the lists show it; an open one with the seconds it has waited for support at `now`. */
export const presentSummary = (appeal: AppealRecord, now = Date.now()): AppealSummary => ({
  id: appeal.id,
  subject: appeal.subject,
  status: appeal.status,
  created_at: appeal.created_at,
  status_at: appeal.status_at,
  waiting_seconds:
    appeal.status === 'open' ? Math.max(0, Math.floor((now - Date.parse(appeal.status_at)) / 1000)) : null,
  message_count: appeal.messages,
  user: { uuid: appeal.user_id, name: appeal.user_name, email: appeal.user_email },
  company_id: appeal.company_id ?? null,
});

/** A file with a link that reads it for a few minutes, saved under a name of ours (never the sender's text). */
const presentFile = async (file: AppealFile, messageId: string) => ({
  name: file.name,
  content_type: file.content_type,
  size: file.size,
  url: await readLink(
    file.key,
    `appeal-${messageId}.${FILE_EXTENSIONS[file.content_type as FileType]}`,
    ATTACHMENT_LINK_SECONDS,
  ),
});

const presentMessage = async (message: AppealMessageRecord): Promise<AppealMessage> => ({
  id: message.id,
  from: message.from,
  author_name: message.author_name,
  message: message.message,
  attachment: message.attachment ? await presentFile(message.attachment, message.id) : null,
  created_at: message.created_at,
});

/** An appeal opened, with its thread oldest first and its files' links. */
export const presentAppeal = async ({ appeal, messages }: AppealThread, now = Date.now()): Promise<Appeal> => ({
  ...presentSummary(appeal, now),
  messages: await Promise.all(messages.map(presentMessage)),
});
