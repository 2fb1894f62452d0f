import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import type { StaffCompany } from '@migralink/shared/schemas/staff';
import { adminUrl } from '@/components/company-account/shared/paths';
import { StatusBadge } from '@/components/company-account/shared/StatusBadge';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import { problemText } from '@/kit/problems';
import { companyUrl } from '@/urls/catalogue-paths';
import type { StaffCompaniesStore } from './companies-store';
import type { CompaniesKey, CompaniesMessages } from './messages';

/** What the companies screen's parts are given. */
export type CompaniesProps = {
  readonly store: StaffCompaniesStore;
  readonly locale: Locale;
  readonly messages: CompaniesMessages;
  readonly t: Translate<CompaniesKey>;
};

/** The companies found, in name order, each with its plan, state, owner and the publishing button. */
export function CompanyList({ store, locale, messages, t }: CompaniesProps) {
  const list = useStore(store.list.$state);
  if (list.status === 'loading') return <Loading text={t('admin.companies.loading')} />;
  if (list.status === 'failed') return <LoadFailed error={list.error} t={t} onRetry={() => void store.list.retry()} />;
  if (list.data.items.length === 0) return <p className="admin-card">{t('admin.companies.empty')}</p>;
  return (
    <>
      <ul className="staff-users__list">
        {list.data.items.map((company) => (
          <CompanyLine key={company.uuid} company={company} store={store} locale={locale} messages={messages} t={t} />
        ))}
      </ul>
      {list.data.nextCursor && (
        <LoadMore
          more={store.more}
          t={t}
          label={t('admin.companies.load_more')}
          busyLabel={t('admin.companies.loading_more')}
          onMore={() => void store.loadMore()}
        />
      )}
    </>
  );
}

/** A company's line: name, plan, owner, state, its public page; publishing, and opening it unless it is open. */
export function CompanyLine({
  company,
  store,
  locale,
  messages,
  t,
  opened = false,
}: CompaniesProps & { readonly company: StaffCompany; readonly opened?: boolean }) {
  const change = useStore(store.change.$state);
  const changing = useStore(store.$changing) === company.uuid;
  const busy = changing && change.phase === 'loading';
  const action = company.published ? 'unpublish' : 'publish';
  return (
    <li className="admin-card staff-users__line">
      <div className="staff-users__who">
        <span className="staff-users__email">{company.name}</span>
        <span className="admin-note">
          {t('admin.companies.plan', { plan: t(`admin.plan.${company.plan}`) })} ·{' '}
          {company.owner ? t('admin.companies.owner', { email: company.owner.email }) : t('admin.companies.no_owner')}
        </span>
        <StatusBadge status={company.status} published={company.published} messages={messages} />
        {company.published && <a href={companyUrl(locale, company)}>{t('admin.companies.page')}</a>}
      </div>
      {!opened && (
        <a
          className="account-button account-button--secondary"
          href={adminUrl(locale, 'companies', { id: company.uuid })}
          aria-label={t('admin.companies.open_named', { name: company.name })}
        >
          {t('admin.companies.open')}
        </a>
      )}
      <button
        type="button"
        className={`account-button account-button--${company.published ? 'secondary' : 'primary'}`}
        disabled={busy}
        aria-label={t(`admin.companies.${action}_named`, { name: company.name })}
        onClick={() => void store.setPublished(company.uuid, !company.published)}
      >
        {busy ? t('admin.companies.saving') : t(`admin.companies.${action}`)}
      </button>
      {changing && change.phase === 'failed' && <FormAlert>{problemText(t, change.problems.general)}</FormAlert>}
    </li>
  );
}
