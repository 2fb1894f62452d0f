import type { ApplicationItem } from '#data/certificates';
import { getCompanyProfile } from '#data/companies';
import { getUser, type User } from '#data/users';
import type { TransactWriteItem } from '#lib/db';
import type { Logger } from '#lib/logger';
import {
  certificateApprovedMail,
  certificateExpiringMail,
  certificateRejectedMail,
  certificateRevokedMail,
  certificateReturnedMail,
} from '#mail/certificates';
import { dayText } from '#mail/dates';
import type { Mail } from '#mail/layout';
import { adminLink, certificateLink } from '#mail/links';
import { mailPut } from '#mail/outbox';

/** The steps of an application its owner is mailed about (docs/product.md, "Certificates"). */
export type CertificateMailKind = 'approved' | 'rejected' | 'returned' | 'revoked' | 'expiring';

/** The owner of the application's company, who is mailed its steps; undefined (logged) when it has no account. */
export async function applicationOwner(application: ApplicationItem, log: Logger): Promise<User | undefined> {
  const profile = await getCompanyProfile(application.company_id);
  const owner = profile && (await getUser(profile.owner_id));
  if (!owner) log.warn('certificate application has no owner account', { application: application.id });
  return owner;
}

/**
 * The owner's mail of a step, in their language, to write in the step's own transaction: one per step (`cause`: the
 * application's revision after it, or the reminder's day). None without an owner.
 */
export function ownerMailPut(
  application: ApplicationItem,
  kind: CertificateMailKind,
  comment: string,
  owner: User | undefined,
  cause: string | number = application.revision,
): TransactWriteItem[] {
  if (!owner) return [];
  const mail = mailOf(application, kind, comment, owner.locale);
  return [
    mailPut({ id: `certificate:${application.id}:${kind}:${cause}`, kind: `certificate ${kind}`, to: owner.email, ...mail }),
  ];
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
