import type { Locale } from '@migralink/shared/locales';
import {
  STAFF_USERS_PAGE_SIZE,
  USER_AUDIT_PAGE_SIZE,
  type StaffUser,
  type StaffUserDetail,
} from '@migralink/shared/schemas/staff';
import { auditTrail, changeRoleRecorded, setBlockedRecorded, usersByEmail, type Actor } from '#data/staff-users';
import { getUser, type User } from '#data/users';
import { ConflictError, NotFoundError, ValidationError } from '#http/errors';
import { hideCompany } from '#listings/lifecycle';
import { listingMessage } from '#listings/messages';
import type { Role } from '@migralink/shared/enums';

/**
 * The users screen's actions (docs/product.md, "Staff area"): find, read with the audit trail, change the role,
 * block and unblock. Every change is written with its audit entry in one transaction (`#data/staff-users`).
 */

const OWN_ACCOUNT: Record<Locale, string> = {
  en: 'You cannot block or change your own account; ask another admin.',
  ru: 'Нельзя заблокировать или изменить собственную учётную запись; попросите другого администратора.',
  uk: 'Не можна заблокувати чи змінити власний обліковий запис; попросіть іншого адміністратора.',
};

export const presentStaffUser = (user: User): StaffUser => ({
  uuid: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  role: user.role,
  company_id: user.company_id ?? null,
  blocked_at: user.blocked_at ?? null,
  registered_at: user.created_at,
});

/** Users whose e-mail is or starts with `email`, a page after the cursor; a foreign cursor is 422 on `cursor`. */
export async function findUsers(email: string, cursor: string | undefined, locale: Locale) {
  const page = await usersByEmail(email, cursor, STAFF_USERS_PAGE_SIZE);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  return { items: page.items.map(presentStaffUser), next_cursor: page.next ?? null };
}

async function existingUser(userId: string): Promise<User> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError();
  return user;
}

export async function staffUserDetail(userId: string): Promise<StaffUserDetail> {
  const [user, audit] = await Promise.all([existingUser(userId), auditTrail(userId, USER_AUDIT_PAGE_SIZE)]);
  return { user: presentStaffUser(user), audit };
}

/**
 * The staff member making a change, and the user it is made to. Nobody changes their own account: the caller
 * is an admin and stays one, so the platform always keeps at least one admin who is not blocked.
 */
async function parties(actorId: string, userId: string, locale: Locale): Promise<[Actor, User]> {
  if (actorId === userId) throw new ConflictError({ message: OWN_ACCOUNT[locale] });
  const [actor, user] = await Promise.all([existingUser(actorId), existingUser(userId)]);
  return [{ id: actor.id, email: actor.email }, user];
}

/** Gives a user another role and records it; the token check reads the role on every request. */
export async function grantRoleRecorded(actorId: string, userId: string, role: Role, locale: Locale): Promise<User> {
  const [actor, user] = await parties(actorId, userId, locale);
  if (user.role === role) return user;
  if (!(await changeRoleRecorded(userId, user.role, role, actor))) throw new ConflictError();
  return { ...user, role };
}

/**
 * Blocks a user: from the next request on, no token of theirs is accepted, and their company leaves the public
 * site and the search lists (unpublished; it stays so after an unblock until its owner publishes it again).
 */
export async function blockUser(actorId: string, userId: string, locale: Locale): Promise<StaffUser> {
  const [actor, user] = await parties(actorId, userId, locale);
  if (user.blocked_at) return presentStaffUser(user);
  const blockedAt = new Date().toISOString();
  if (!(await setBlockedRecorded(userId, blockedAt, actor))) throw new ConflictError();
  if (user.company_id) await hideCompany(user.company_id, locale).catch(ignoreUnpublished);
  return presentStaffUser({ ...user, blocked_at: blockedAt });
}

/** Lifts a block: the user may sign in again. */
export async function unblockUser(actorId: string, userId: string, locale: Locale): Promise<StaffUser> {
  const [actor, user] = await parties(actorId, userId, locale);
  if (!user.blocked_at) return presentStaffUser(user);
  if (!(await setBlockedRecorded(userId, null, actor))) throw new ConflictError();
  const { blocked_at: _, ...unblocked } = user;
  return presentStaffUser(unblocked);
}

/** A company that was never published has nothing to take off the public site. */
function ignoreUnpublished(error: unknown): void {
  if (!(error instanceof ConflictError)) throw error;
}
