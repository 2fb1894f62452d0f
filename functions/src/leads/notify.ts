import { pickText, type Locale } from '@migralink/shared/locales';
import type { Caller } from '#accounts/caller';
import type { LeadRecord, LeadReplyRecord, LeadTarget } from '#data/leads';
import { getUser } from '#data/users';
import { deliverQuietly } from '#mail/deliver';
import type { LeadDetails } from '#mail/lead-details';
import { leadCopyMail } from '#mail/lead-copy';
import { companyLink, leadLink, siteLink } from '#mail/links';
import { leadReplyMail } from '#mail/lead-reply';
import { newLeadMail } from '#mail/new-lead';

/** What the lead says, as the mails repeat it; `about` in the mail's language. */
function detailsOf(lead: LeadRecord, target: LeadTarget | undefined, locale: Locale): LeadDetails {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    country: lead.country,
    about: target?.service_name ? pickText(target.service_name, locale) : lead.topic,
    message: lead.message,
  };
}

/**
 * Mails a new lead: to the company's owner, if their notifications are on, in
 * their language with a link to the lead; to the address the visitor gave,
 * if any, a receipt in the page's language that repeats nothing they wrote. A mail that fails is logged: the
 * lead is stored already and shows in the inbox. Leads to the platform mail
 * no one but the visitor: staff work them in their inbox.
 */
export async function mailNewLead(lead: LeadRecord, target: LeadTarget | undefined, caller: Caller): Promise<void> {
  await Promise.all([mailOwner(lead, target, caller), mailVisitor(lead, target, caller)]);
}

async function mailOwner(lead: LeadRecord, target: LeadTarget | undefined, caller: Caller): Promise<void> {
  const owner = target && (await getUser(target.owner_id));
  if (!target || !owner?.email_notifications) return;
  const locale = owner.locale;
  const mail = newLeadMail(locale, {
    company: pickText(target.name, locale),
    // What the visitor wrote goes only to an owner's confirmed address; the inbox shows it to any owner.
    details: owner.email_verified ? detailsOf(lead, target, locale) : undefined,
    link: leadLink(locale, lead.id),
  });
  await deliverQuietly({ to: owner.email, ...mail }, caller.log, 'new lead');
}

async function mailVisitor(lead: LeadRecord, target: LeadTarget | undefined, caller: Caller): Promise<void> {
  if (!lead.email) return;
  const mail = leadCopyMail(lead.locale, {
    company: target && pickText(target.name, lead.locale),
    link: lead.company_id
      ? companyLink(lead.locale, lead.company_id)
      : lead.user_id
        ? siteLink(lead.locale, 'leads')
        : undefined,
  });
  await deliverQuietly({ to: lead.email, ...mail }, caller.log, 'lead copy');
}

/**
 * Mails a reply to the visitor who sent the lead, if they gave an address, in
 * the language they wrote in (the company named as the lead keeps it), with a
 * link to their leads page when they were signed in. The reply's text (and
 * theirs) only to an address its owner confirmed (`email_confirmed`): to any
 * other, only that an answer came. A mail that fails is logged: the reply is
 * stored and shows there.
 */
export async function mailLeadReply(lead: LeadRecord, reply: LeadReplyRecord, caller: Caller): Promise<void> {
  if (!lead.email) return;
  const mail = leadReplyMail(lead.locale, {
    company: lead.company_name && pickText(lead.company_name, lead.locale),
    thread: lead.email_confirmed ? { name: lead.name, reply: reply.message, message: lead.message } : undefined,
    link: lead.user_id ? siteLink(lead.locale, 'leads') : undefined,
  });
  await deliverQuietly({ to: lead.email, ...mail }, caller.log, 'lead reply');
}
