import { uploadAvatar } from '@migralink/shared/api/accounts';
import { replaceAvatar } from '#accounts/avatar';
import { createHandler } from '#http/handler';

/** Checks the caller's uploaded image (size, real type by its bytes) and makes it the avatar. */
export const handler = createHandler(uploadAvatar, async ({ principal, body, locale }) => ({
  data: { filePath: await replaceAvatar(principal.userId, body.key, locale) },
}));
