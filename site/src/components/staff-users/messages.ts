import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { ROLES } from '@migralink/shared/enums';

/** The users screen's texts (plus the `errors` namespace: `pickFormMessages`). */
export const USERS_KEYS = [
  ...ROLES.map((role) => `profile.role.${role}` as const),
  'admin.users.not_admin',
  'admin.users.lead',
  'admin.users.field.email',
  'admin.users.search',
  'admin.users.searching',
  'admin.users.empty',
  'admin.users.loading',
  'admin.users.load_more',
  'admin.users.loading_more',
  'admin.users.open',
  'admin.users.open_named',
  'admin.users.back',
  'admin.users.blocked_since',
  'admin.users.active',
  'admin.users.registered',
  'admin.users.field.role',
  'admin.users.set_role',
  'admin.users.setting_role',
  'admin.users.block',
  'admin.users.blocking',
  'admin.users.unblock',
  'admin.users.unblocking',
  'admin.users.block_note',
  'admin.users.changed',
  'admin.users.audit',
  'admin.users.audit_empty',
  'admin.users.audit.role',
  'admin.users.audit.block',
  'admin.users.audit.unblock',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type UsersMessages = FormMessages<(typeof USERS_KEYS)[number]>;
export type UsersKey = keyof UsersMessages;
