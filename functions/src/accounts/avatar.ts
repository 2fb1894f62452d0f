import type { Locale } from '@migralink/shared/locales';
import { setAvatar } from '#data/user-updates';
import { UnauthorizedError } from '#http/errors';
import { acceptUpload } from '#uploads/accept';
import { deleteObject } from '#uploads/bucket';
import { keyOfPublicPath } from '#uploads/keys';
import { UPLOAD_RULES } from '#uploads/purposes';

/**
 * Makes a checked upload the user's avatar: the file is checked and moved to
 * `media/avatars/<userId>/`, the user's `avatar` set to its public path, and
 * the previous avatar's file deleted. Answers the new public path.
 */
export async function replaceAvatar(userId: string, key: string, locale: Locale): Promise<string> {
  const file = await acceptUpload({ key, purpose: 'avatar', callerId: userId, locale });
  const path = file.path!;
  const before = await setAvatar(userId, path).catch(async (error: unknown) => {
    await deleteObject(file.key);
    throw error;
  });
  if (!before) {
    await deleteObject(file.key);
    throw new UnauthorizedError();
  }
  const previous = keyOfPublicPath(before.avatar, `${UPLOAD_RULES.avatar.folder}/${userId}`);
  if (previous && previous !== file.key) await deleteObject(previous);
  return path;
}
