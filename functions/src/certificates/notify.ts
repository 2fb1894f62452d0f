import type { ApplicationItem } from '#data/certificates';
import { getCompanyProfile } from '#data/companies';
import { getUser } from '#data/users';
import type { Logger } from '#lib/logger';
import {
  certificateApprovedMail,
  certificateExpiringMail,
  certificateRejectedMail,
  certificateRevokedMail,
  certificateReturnedMail,
} from '#mail/certificates';
import { dayText } from '#mail/dates';
import { deliverQuietly } from '#mail/deliver';
import type { Mail } from '#mail/layout';
import { adminLink, certificateLink } from '#mail/links';

/** The steps of an application its owner is mailed about (docs/product.md, "Certificates"). */
export type CertificateMailKind = 'approved' | 'rejected' | 'returned' | 'revoked' | 'expiring';

/**
 * Mails the owner of the application's company in their language. The mail
 * comes after the step is written, and quietly: the step stands even when the
 * mail cannot be sent (the failure is logged).
 */
export async function mailOwner(
  application: ApplicationItem,
  kind: CertificateMailKind,
  comment: string,
  log: Logger,
): Promise<void> {
  const profile = await getCompanyProfile(application.company_id);
  const owner = profile && (await getUser(profile.owner_id));
  if (!owner) return log.warn('certificate application has no owner account', { application: application.id });
  const mail = mailOf(application, kind, comment, owner.locale);
  await deliverQuietly({ to: owner.email, ...mail }, log, `certificate-${kind}`);
}

function mailOf(
  application: ApplicationItem,
  kind: CertificateMailKind,
  comment: string,
  locale: Parameters<typeof adminLink>[0],
): Mail {
  // The account app's start, which leads the owner to the company's certificate.
  const vars = { company: application.fields.company_name, link: adminLink(locale, 'onboarding') };
  if (kind === 'rejected') return certificateRejectedMail(locale, { ...vars, comment });
  if (kind === 'returned') return certificateReturnedMail(locale, { ...vars, comment });
  const { number, valid_until } = application.certificate!;
  if (kind === 'revoked') return certificateRevokedMail(locale, { ...vars, number, comment });
  const issued = {
    ...vars,
    number,
    validUntil: dayText(valid_until, locale),
    verifyLink: certificateLink(locale, number),
  };
  return kind === 'approved' ? certificateApprovedMail(locale, issued) : certificateExpiringMail(locale, issued);
}
