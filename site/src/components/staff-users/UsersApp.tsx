import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { useIsland, useOpenedId } from '@/kit/react';
import { canSee } from '@migralink/shared/staff-screens';
import type { UsersMessages } from './messages';
import { SearchForm, UserList } from './UserList';
import { UserView } from './UserView';
import { createStaffUsers } from './users-store';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import './users.css';

export interface UsersAppProps {
  readonly locale: Locale;
  readonly messages: UsersMessages;
}

/**
 * Admins' users (`/admin/users/`; docs/product.md, "Staff area"): a search by e-mail, and one user opened
 * (`?id=`) with its role, block and audit trail.
 */
export default function UsersApp({ locale, messages }: UsersAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() => createStaffUsers({ onSessionExpired: () => sendToSignIn(locale) }));
  const searched = useStore(store.$searched);
  const role = useSignedInRole();
  const allowed = role !== undefined && canSee(role, 'users');
  const opened = useOpenedId(allowed, store.open);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.users.not_admin')}</FormStatus>;
  if (opened)
    return (
      <div className="staff-users">
        <a className="staff-users__back" href={adminUrl(locale, 'users')}>
          {t('admin.users.back')}
        </a>
        <UserView store={store} locale={locale} t={t} />
      </div>
    );
  return (
    <div className="staff-users">
      <p className="admin-note">{t('admin.users.lead')}</p>
      <SearchForm store={store} t={t} />
      {searched !== null && <UserList store={store} locale={locale} t={t} />}
    </div>
  );
}
