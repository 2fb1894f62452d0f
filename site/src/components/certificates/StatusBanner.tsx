import type { Translate } from '@/i18n/format';
import { StatusIcon, type ShownStatus } from './StatusIcon';
import type { CertificatePageKey } from './messages';

/**
 * The certificate's status in large: its icon, its word and what it means, in the status's colours
 * (`certificate-status--<status>`); announced when it appears.
 */
export function StatusBanner({
  status,
  text,
  t,
}: {
  readonly status: ShownStatus;
  readonly text: string;
  readonly t: Translate<CertificatePageKey>;
}) {
  return (
    <div role="status" className={`certificate-status certificate-status--${status}`} data-status={status}>
      <StatusIcon status={status} className="certificate-status__icon" />
      <div>
        <p className="certificate-status__word">{t(`certificate_page.status.${status}`)}</p>
        <p className="certificate-status__text">{text}</p>
      </div>
    </div>
  );
}
