import type { ApplicationState, CertificateStatus } from '@migralink/shared/schemas/certificates';
import type { Translate } from '@/i18n/format';
import type { BADGE_KEYS } from './messages';

type T = Translate<(typeof BADGE_KEYS)[number]>;

/** An application's state as a badge, named to screen readers. */
export function StateBadge({ state, t }: { readonly state: ApplicationState; readonly t: T }) {
  return (
    <span className="admin-status">
      <span className="visually-hidden">{t('admin.certificates.state')}: </span>
      <span className={`admin-badge cert-badge--${state}`}>{t(`admin.certificates.state.${state}`)}</span>
    </span>
  );
}

/** What a certificate's number says today (valid, expired, revoked), as a badge. */
export function StatusBadge({ status, t }: { readonly status: CertificateStatus; readonly t: T }) {
  return (
    <span className="admin-status">
      <span className="visually-hidden">{t('admin.certificates.status')}: </span>
      <span className={`admin-badge cert-badge--${status}`}>{t(`admin.certificates.status.${status}`)}</span>
    </span>
  );
}
