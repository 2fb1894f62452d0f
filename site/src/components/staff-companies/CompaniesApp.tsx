import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { canSee } from '@migralink/shared/staff-screens';
import { adminUrl } from '@/components/company-account/shared/paths';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { StaffSearch } from '@/components/company-account/shared/StaffSearch';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { useIsland, useOpenedId } from '@/kit/react';
import { CompanyList } from './CompanyList';
import { CompanyView } from './CompanyView';
import { createStaffCompanies, type StaffCompaniesStore } from './companies-store';
import type { CompaniesKey, CompaniesMessages } from './messages';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import '@/components/staff-users/users.css';

export interface CompaniesAppProps {
  readonly locale: Locale;
  readonly messages: CompaniesMessages;
}

/**
 * Admins' companies (`/admin/companies/`; docs/product.md, "Staff area"): a search by name, publish or unpublish,
 * and one company opened (`?id=`) with its audit trail.
 */
export default function CompaniesApp({ locale, messages }: CompaniesAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() => createStaffCompanies({ onSessionExpired: () => sendToSignIn(locale) }));
  const searched = useStore(store.$searched);
  const role = useSignedInRole();
  const allowed = role !== undefined && canSee(role, 'companies');
  const opened = useOpenedId(allowed, store.open);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.companies.not_admin')}</FormStatus>;
  if (opened)
    return (
      <div className="staff-users">
        <a className="staff-users__back" href={adminUrl(locale, 'companies')}>
          {t('admin.companies.back')}
        </a>
        <CompanyView store={store} locale={locale} messages={messages} t={t} />
      </div>
    );
  return (
    <div className="staff-users">
      <p className="admin-note">{t('admin.companies.lead')}</p>
      <SearchForm store={store} t={t} />
      {searched !== null && <CompanyList store={store} locale={locale} messages={messages} t={t} />}
    </div>
  );
}

function SearchForm({ store, t }: { readonly store: StaffCompaniesStore; readonly t: Translate<CompaniesKey> }) {
  const list = useStore(store.list.$state);
  const searched = useStore(store.$searched);
  return (
    <StaffSearch
      label={t('admin.companies.field.name')}
      name="name"
      maxLength={120}
      busy={searched !== null && list.status === 'loading'}
      searchLabel={t('admin.companies.search')}
      busyLabel={t('admin.companies.searching')}
      onSearch={(name) => void store.search(name)}
    />
  );
}
