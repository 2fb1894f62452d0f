import { pickText, type Locale } from '@migralink/shared/locales';
import type { RequestContext } from '#http/request-context';
import { readLeadTarget, type LeadRecord, type LeadReplyRecord, type LeadTarget } from '#data/leads';
import { getUser } from '#data/users';
import { deliverQuietly } from '#mail/deliver';
import type { LeadDetails } from '#mail/lead-details';
import { leadCopyMail } from '#mail/lead-copy';
import { companyLink, leadLink, leadThreadLink, siteLink } from '#mail/links';
import { leadReplyMail } from '#mail/lead-reply';
import { newLeadMail } from '#mail/new-lead';
import { oneAddress } from '#lib/mail';
import { LEAD_THREAD_LINK_SECONDS, leadThreadToken } from './thread-link';

/** The signed link that shows the lead's thread, as the mails to its address carry it (`thread-link.ts`). */
const readLink = async (lead: LeadRecord) => ({
  url: leadThreadLink(lead.locale, await leadThreadToken(lead.id)),
  days: LEAD_THREAD_LINK_SECONDS / (24 * 60 * 60),
});

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
export async function mailNewLead(
  lead: LeadRecord,
  target: LeadTarget | undefined,
  context: RequestContext,
): Promise<void> {
  await Promise.all([mailOwner(lead, target, context), mailVisitor(lead, target, context)]);
}

async function mailOwner(lead: LeadRecord, target: LeadTarget | undefined, context: RequestContext): Promise<void> {
  const owner = target && (await getUser(target.owner_id));
  if (!target || !owner?.email_notifications) return;
  const locale = owner.locale;
  const mail = newLeadMail(locale, {
    company: pickText(target.name, locale),
    // What the visitor wrote goes only to an owner's confirmed address; the inbox shows it to any owner.
    details: owner.email_verified ? detailsOf(lead, target, locale) : undefined,
    link: leadLink(locale, lead.id),
  });
  await deliverQuietly({ to: owner.email, ...mail }, context.log, 'new lead');
}

async function mailVisitor(lead: LeadRecord, target: LeadTarget | undefined, context: RequestContext): Promise<void> {
  if (!lead.email) return;
  const mail = leadCopyMail(lead.locale, {
    company: target && pickText(target.name, lead.locale),
    read: await readLink(lead),
    link: lead.company_id
      ? companyLink(lead.locale, lead.company_id)
      : lead.user_id
        ? siteLink(lead.locale, 'leads')
        : undefined,
  });
  await deliverQuietly({ to: lead.email, ...mail }, context.log, 'lead copy');
}

/**
 * Mails a reply to the visitor who sent the lead, if they gave an address, in
 * the language they wrote in (the company named as the lead keeps it), with
 * the signed link that shows the thread on the site (`thread-link.ts`), the
 * company's page while it is public, and a link to their leads page when they
 * were signed in. The reply's text (and theirs) only to an address its owner
 * confirmed (`email_confirmed`): to any other, only that an answer came, to be
 * read through the link. Reply-To is the address the company shows on its page
 * (its head office's), if it shows one; never its owner's account address. A
 * mail that fails is logged: the reply is stored and shows there.
 */
export async function mailLeadReply(lead: LeadRecord, reply: LeadReplyRecord, context: RequestContext): Promise<void> {
  if (!lead.email) return;
  const target = lead.company_id ? await readLeadTarget(lead.company_id) : undefined;
  const replyTo = oneAddress(target?.public_email);
  const mail = leadReplyMail(lead.locale, {
    company: lead.company_name && pickText(lead.company_name, lead.locale),
    thread: lead.email_confirmed ? { name: lead.name, reply: reply.message, message: lead.message } : undefined,
    read: await readLink(lead),
    link: lead.user_id ? siteLink(lead.locale, 'leads') : undefined,
    page: target && lead.company_id ? companyLink(lead.locale, lead.company_id) : undefined,
    replyTo,
  });
  await deliverQuietly({ to: lead.email, replyTo, ...mail }, context.log, 'lead reply');
}
