import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { ROLES, type Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { AuditEntry, StaffUserDetail } from '@migralink/shared/schemas/staff';
import { AuditTrail } from '@/components/company-account/shared/AuditTrail';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { ChoiceField } from '@/kit/choices';
import { LoadFailed, Loading } from '@/kit/load-state';
import { problemText } from '@/kit/problems';
import { useDateFormat } from '@/kit/react';
import type { UsersKey } from './messages';
import { BlockBadge } from './UserList';
import type { StaffUsersStore } from './users-store';

type T = Translate<UsersKey>;
type Props = { readonly store: StaffUsersStore; readonly locale: Locale; readonly t: T };

/** One user: who, role and block with their actions, and the audit trail. */
export function UserView({ store, locale, t }: Props) {
  const item = useStore(store.item.$state);
  const formatDate = useDateFormat(locale);
  if (item.status === 'loading') return <Loading text={t('admin.users.loading')} />;
  if (item.status === 'failed') return <LoadFailed error={item.error} t={t} onRetry={() => void store.item.retry()} />;
  const { user } = item.data;
  return (
    <>
      <section className="admin-card staff-users__facts">
        <h2 className="admin-card__title staff-users__email">{user.email}</h2>
        <p className="admin-note">
          {user.first_name} {user.last_name} · {t('admin.users.registered', { date: formatDate(user.registered_at) })}
        </p>
        <BlockBadge user={user} t={t} locale={locale} />
      </section>
      <Actions detail={item.data} store={store} locale={locale} t={t} />
      <AuditList audit={item.data.audit} formatDate={formatDate} t={t} />
    </>
  );
}

function Actions({ detail, store, t }: Props & { readonly detail: StaffUserDetail }) {
  const { user } = detail;
  const [role, setRole] = useState<Role>(user.role);
  useEffect(() => setRole(user.role), [user.role]);
  const change = useStore(store.change.$state);
  const busy = change.phase === 'loading';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.setRole(role);
  };
  return (
    <section className="admin-card staff-users__actions">
      <form className="staff-users__role" onSubmit={onSubmit}>
        <ChoiceField
          label={t('admin.users.field.role')}
          name="role"
          value={role}
          onChange={(value) => setRole(value as Role)}
          choices={ROLES.map((value) => ({ value, label: t(`profile.role.${value}`) }))}
        />
        <SubmitButton
          busy={busy}
          disabled={role === user.role}
          label={t('admin.users.set_role')}
          busyLabel={t('admin.users.setting_role')}
        />
      </form>
      <div className="staff-users__block">
        <p className="admin-note">{t('admin.users.block_note')}</p>
        <button
          type="button"
          className={`account-button account-button--secondary${user.blocked_at ? '' : ' staff-users__danger'}`}
          disabled={busy}
          onClick={() => void store.setBlocked(!user.blocked_at)}
        >
          {t(user.blocked_at ? 'admin.users.unblock' : 'admin.users.block')}
        </button>
      </div>
      {change.phase === 'failed' && <FormAlert>{problemText(t, change.problems.general)}</FormAlert>}
      {change.phase === 'done' && <FormStatus tone="success">{t('admin.users.changed')}</FormStatus>}
    </section>
  );
}

function AuditList({
  audit,
  formatDate,
  t,
}: {
  readonly audit: readonly AuditEntry[];
  readonly formatDate: (iso: string) => string;
  readonly t: T;
}) {
  const lines = audit.map((entry) => ({
    key: `${entry.at}${entry.action}`,
    at: entry.at,
    text: t(`admin.users.audit.${entry.action}`, {
      email: entry.actor_email,
      from: entry.from ? t(`profile.role.${entry.from}`) : '',
      to: entry.to ? t(`profile.role.${entry.to}`) : '',
    }),
  }));
  return (
    <AuditTrail
      title={t('admin.users.audit')}
      empty={t('admin.users.audit_empty')}
      lines={lines}
      formatDate={formatDate}
    />
  );
}
