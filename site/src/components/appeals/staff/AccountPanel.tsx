import type { StaffAppeal } from '@migralink/shared/schemas/appeals';
import type { Translate } from '@/i18n/format';
import type { AppealQueueKey } from '../messages';

type T = Translate<AppealQueueKey>;

/** The account and the company the appeal is about, to read only: changing them is other screens' work. */
export function AccountPanel({
  appeal,
  formatDate,
  t,
}: {
  readonly appeal: StaffAppeal;
  readonly formatDate: (iso: string) => string;
  readonly t: T;
}) {
  const { account, company } = appeal;
  return (
    <section className="appeal-panel" aria-label={t('appeals.staff.read_only')}>
      <div className="admin-card">
        <h3 className="admin-card__title">{t('appeals.staff.account')}</h3>
        {account ? (
          <dl className="appeal-facts">
            <dt>{`${account.first_name} ${account.last_name}`.trim() || account.email}</dt>
            <dd>{account.email}</dd>
            <dt>{t('appeals.staff.role')}</dt>
            <dd>{t(`profile.role.${account.role}`)}</dd>
            <dt>{t('appeals.staff.registered')}</dt>
            <dd>{formatDate(account.registered_at)}</dd>
            <dd>{t(account.blocked_at ? 'appeals.staff.blocked' : 'appeals.staff.not_blocked')}</dd>
          </dl>
        ) : (
          <p className="admin-note">{t('appeals.staff.no_account')}</p>
        )}
      </div>
      {company && (
        <div className="admin-card">
          <h3 className="admin-card__title">{t('appeals.staff.company')}</h3>
          <dl className="appeal-facts">
            <dt>{company.name}</dt>
            <dd>{t(company.published ? 'appeals.staff.published' : 'appeals.staff.unpublished')}</dd>
            <dt>{t('appeals.staff.plan')}</dt>
            <dd>{t(`admin.plan.${company.plan}`)}</dd>
            <dt>{t('appeals.staff.owner')}</dt>
            <dd>{company.owner?.email ?? '—'}</dd>
          </dl>
        </div>
      )}
    </section>
  );
}
