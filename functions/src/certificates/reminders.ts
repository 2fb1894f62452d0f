import { claimReminder, remindersDue, validBadge, type ApplicationItem } from '#data/certificates';
import { getCompanyProfile } from '#data/companies';
import type { Logger } from '#lib/logger';
import { applicationOwner, ownerMailPut } from './notify';

/**
 * The expiry reminders (docs/product.md, "Certificates"): once a day, the
 * certificates whose reminder is due (their day in gsi2, written at approval)
 * are each claimed with a conditional write that takes them off the day's
 * index, in one transaction with the owner's mail: only the run that claimed
 * one mails, so a second run, or two at once, mail nothing twice. Days up to a week back are looked at too,
 * so a day the job did not run is caught up.
 */

/** How many days back a run looks for reminders not sent yet. */
export const REMINDER_CATCH_UP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the certificate is still the company's valid one (a renewal or a revocation makes a reminder moot). */
async function stillCurrent(application: ApplicationItem, now: string): Promise<boolean> {
  if (application.state !== 'approved' || !application.certificate) return false;
  const profile = await getCompanyProfile(application.company_id);
  return validBadge(profile?.certificate, now)?.number === application.certificate.number;
}

/** Sends the reminders due up to `now`; answers how many were mailed. */
export async function sendExpiryReminders(log: Logger, now = new Date()): Promise<number> {
  const at = now.toISOString();
  let mailed = 0;
  for (let back = REMINDER_CATCH_UP_DAYS; back >= 0; back--) {
    const day = new Date(now.getTime() - back * DAY_MS).toISOString().slice(0, 10);
    for (const application of await remindersDue(day)) {
      // A renewed or revoked certificate's reminder is taken off the index without a mail.
      const current = await stillCurrent(application, at);
      const mail = current ? ownerMailPut(application, 'expiring', '', await applicationOwner(application, log), day) : [];
      if ((await claimReminder(application.id, day, at, mail)) && mail.length) mailed++;
    }
  }
  return mailed;
}
