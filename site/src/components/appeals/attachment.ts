import { requestUpload } from '@migralink/shared/api/accounts';
import { APPEAL_LIMITS } from '@migralink/shared/schemas/appeals';
import { callChecked } from '@/api/checked';
import { sendToStorage } from '@/components/account/upload';

/** The types an appeal's file may have (the `appeal_attachment` upload purpose). */
export const ATTACHMENT_TYPES = 'application/pdf,image/jpeg,image/png';

/**
 * A message's file in the two steps before the message is sent: a presigned upload for `appeal_attachment`,
 * then the file straight to storage. The message's route checks its bytes and keeps it privately.
 */
export async function uploadAttachment(file: File): Promise<{ key: string; name: string }> {
  const { data: ticket } = await callChecked(requestUpload, {
    body: { purpose: 'appeal_attachment', content_type: file.type, size: file.size },
  });
  await sendToStorage(ticket, file);
  return { key: ticket.key, name: file.name.trim().slice(0, APPEAL_LIMITS.attachmentName) || 'file' };
}
