import type { Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { changeRole } from '#data/user-updates';
import { getUser, type User } from '#data/users';
import { ConflictError, NotFoundError } from '#http/errors';

const OWN_ROLE: Record<Locale, string> = {
  en: 'You cannot change your own role; ask another admin.',
  ru: 'Нельзя изменить собственную роль; попросите другого администратора.',
  uk: 'Не можна змінити власну роль; попросіть іншого адміністратора.',
};

/**
 * Gives a user another role (staff roles are granted only here). It applies
 * at once: the token check reads the account's current role on every request.
 * An admin cannot change their own role: the last admin could lock everyone out.
 */
export async function grantRole(adminId: string, userId: string, role: Role, locale: Locale): Promise<User> {
  if (adminId === userId) throw new ConflictError({ message: OWN_ROLE[locale] });
  const user = await getUser(userId);
  if (!user) throw new NotFoundError();
  if (user.role === role) return user;
  const changed = await changeRole(userId, user.role, role);
  // The role changed in between (or the user was deleted): say so rather than overwrite.
  if (!changed) throw new ConflictError();
  return changed;
}
