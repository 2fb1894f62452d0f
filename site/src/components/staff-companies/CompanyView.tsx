import { useStore } from '@nanostores/react';
import { AuditTrail } from '@/components/company-account/shared/AuditTrail';
import { LoadFailed, Loading } from '@/kit/load-state';
import { useDateFormat } from '@/kit/react';
import { CompanyLine, type CompaniesProps } from './CompanyList';

/** One company: its line with the publishing button, and its audit trail, newest first. */
export function CompanyView({ store, locale, messages, t }: CompaniesProps) {
  const item = useStore(store.item.$state);
  const formatDate = useDateFormat(locale);
  if (item.status === 'loading') return <Loading text={t('admin.companies.loading')} />;
  if (item.status === 'failed') return <LoadFailed error={item.error} t={t} onRetry={() => void store.item.retry()} />;
  const { company, audit } = item.data;
  const lines = audit.map((entry) => ({
    key: `${entry.at}${entry.action}`,
    at: entry.at,
    text: t(`admin.companies.audit.${entry.action}`, { email: entry.actor_email }),
  }));
  return (
    <>
      <ul className="staff-users__list">
        <CompanyLine company={company} store={store} locale={locale} messages={messages} t={t} opened />
      </ul>
      <AuditTrail
        title={t('admin.companies.audit')}
        empty={t('admin.companies.audit_empty')}
        lines={lines}
        formatDate={formatDate}
      />
    </>
  );
}
