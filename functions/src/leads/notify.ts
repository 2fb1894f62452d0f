import { pickText, type Locale } from '@migralink/shared/locales';
import { readLeadTarget, type LeadRecord, type LeadReplyRecord, type LeadTarget } from '#data/leads';
import { getUser } from '#data/users';
import type { LeadDetails } from '#mail/lead-details';
import { leadCopyMail } from '#mail/lead-copy';
import { companyLink, leadLink, leadThreadLink, siteLink } from '#mail/links';
import { leadReplyMail } from '#mail/lead-reply';
import { newLeadMail } from '#mail/new-lead';
import type { OutgoingMail } from '#mail/outbox';
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
 * The mails of a new lead, queued with it: to the company's owner, if their notifications are on, in their language
 * with a link to the lead; to the address the visitor gave, if any, a receipt in the page's language that repeats
 * nothing they wrote. Leads to the platform mail no one but the visitor: staff work them in their inbox.
 */
export async function newLeadMails(lead: LeadRecord, target: LeadTarget | undefined): Promise<OutgoingMail[]> {
  const mails = await Promise.all([ownerMail(lead, target), visitorMail(lead, target)]);
  return mails.filter((mail) => mail !== undefined);
}

async function ownerMail(lead: LeadRecord, target: LeadTarget | undefined): Promise<OutgoingMail | undefined> {
  const owner = target && (await getUser(target.owner_id));
  if (!target || !owner?.email_notifications) return undefined;
  const locale = owner.locale;
  const mail = newLeadMail(locale, {
    company: pickText(target.name, locale),
    // What the visitor wrote goes only to an owner's confirmed address; the inbox shows it to any owner.
    details: owner.email_verified ? detailsOf(lead, target, locale) : undefined,
    link: leadLink(locale, lead.id),
  });
  return { id: `lead:${lead.id}:owner`, kind: 'new lead', to: owner.email, ...mail };
}

async function visitorMail(lead: LeadRecord, target: LeadTarget | undefined): Promise<OutgoingMail | undefined> {
  if (!lead.email) return undefined;
  const mail = leadCopyMail(lead.locale, {
    company: target && pickText(target.name, lead.locale),
    read: await readLink(lead),
    link: lead.company_id
      ? companyLink(lead.locale, lead.company_id)
      : lead.user_id
        ? siteLink(lead.locale, 'leads')
        : undefined,
  });
  return { id: `lead:${lead.id}:copy`, kind: 'lead copy', to: lead.email, ...mail };
}

/**
 * The mail of a reply, queued with it: to the visitor who sent the lead, if they gave an address, in
 * the language they wrote in (the company named as the lead keeps it), with
 * the signed link that shows the thread on the site (`thread-link.ts`), the
 * company's page while it is public, and a link to their leads page when they
 * were signed in. The reply's text (and theirs) only to an address its owner
 * confirmed (`email_confirmed`): to any other, only that an answer came, to be
 * read through the link. Reply-To is the address the company shows on its page
 * (its head office's), if it shows one; never its owner's account address.
 */
export async function replyMail(lead: LeadRecord, reply: LeadReplyRecord): Promise<OutgoingMail | undefined> {
  if (!lead.email) return undefined;
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
  return { id: `lead:${lead.id}:reply:${reply.id}`, kind: 'lead reply', to: lead.email, replyTo, ...mail };
}
