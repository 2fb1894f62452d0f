import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import type { StaffUser } from '@migralink/shared/schemas/staff';
import { adminUrl } from '@/components/company-account/shared/paths';
import { StaffSearch } from '@/components/company-account/shared/StaffSearch';
import type { Translate } from '@/i18n/format';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import { useDateFormat } from '@/kit/react';
import type { UsersKey } from './messages';
import type { StaffUsersStore } from './users-store';

type T = Translate<UsersKey>;

/** The search: an address or its beginning. */
export function SearchForm({ store, t }: { readonly store: StaffUsersStore; readonly t: T }) {
  const list = useStore(store.list.$state);
  const searched = useStore(store.$searched);
  return (
    <StaffSearch
      label={t('admin.users.field.email')}
      name="email"
      inputMode="email"
      maxLength={254}
      busy={searched !== null && list.status === 'loading'}
      searchLabel={t('admin.users.search')}
      busyLabel={t('admin.users.searching')}
      onSearch={(email) => void store.search(email)}
    />
  );
}

/** Whether the account is blocked, and since when. */
export function BlockBadge({ user, t, locale }: { readonly user: StaffUser; readonly t: T; readonly locale: Locale }) {
  const formatDate = useDateFormat(locale);
  return user.blocked_at ? (
    <span className="admin-badge admin-badge--rejected">
      {t('admin.users.blocked_since', { date: formatDate(user.blocked_at) })}
    </span>
  ) : (
    <span className="admin-badge admin-badge--published">{t('admin.users.active')}</span>
  );
}

/** The users found, in e-mail order, each opened on its own screen. */
export function UserList({
  store,
  locale,
  t,
}: {
  readonly store: StaffUsersStore;
  readonly locale: Locale;
  readonly t: T;
}) {
  const list = useStore(store.list.$state);
  if (list.status === 'loading') return <Loading text={t('admin.users.loading')} />;
  if (list.status === 'failed') return <LoadFailed error={list.error} t={t} onRetry={() => void store.list.retry()} />;
  if (list.data.items.length === 0) return <p className="admin-card">{t('admin.users.empty')}</p>;
  return (
    <>
      <ul className="staff-users__list">
        {list.data.items.map((user) => (
          <li key={user.uuid} className="admin-card staff-users__line">
            <div className="staff-users__who">
              <span className="staff-users__email">{user.email}</span>
              <span className="admin-note">
                {user.first_name} {user.last_name} · {t(`profile.role.${user.role}`)}
              </span>
              <BlockBadge user={user} t={t} locale={locale} />
            </div>
            <a
              className="account-button account-button--secondary"
              href={adminUrl(locale, 'users', { id: user.uuid })}
              aria-label={t('admin.users.open_named', { email: user.email })}
            >
              {t('admin.users.open')}
            </a>
          </li>
        ))}
      </ul>
      {list.data.nextCursor && (
        <LoadMore
          more={store.more}
          t={t}
          label={t('admin.users.load_more')}
          busyLabel={t('admin.users.loading_more')}
          onMore={() => void store.loadMore()}
        />
      )}
    </>
  );
}
